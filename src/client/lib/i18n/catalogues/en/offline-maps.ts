/**
 * Offline maps' English messages (features/offline-maps): "Save for offline" on a course, the course
 * pack, and the maps section of the "Offline & sync" screen. Texts quoted by docs/product.md stay
 * verbatim.
 */
export default {
  'offlineMaps.title': 'Offline maps',
  'offlineMaps.description': 'Courses saved for the round, and the maps this device keeps.',
  'offlineMaps.storageUsed': 'Storage used',
  'offlineMaps.usedOf': '{used} of {quota}',
  'offlineMaps.mapTiles': 'Map tiles',
  'offlineMaps.pinned': '({size} saved courses)',
  'offlineMaps.limit': 'Map storage limit',
  'offlineMaps.limitHint':
    'Maps you have looked at are kept up to this size, the least recently used going first. Saved courses are always kept and count towards it.',
  'offlineMaps.savedCourses': 'Saved courses',
  'offlineMaps.noneSaved': 'No courses saved yet. Open a course and choose Save for offline.',
  'offlineMaps.remove': 'Remove {name}',
  'offlineMaps.removed': 'Removed from offline',
  'offlineMaps.removedText': '{name} no longer takes space on this device.',
  'offlineMaps.error': 'Error',
  'offlineMaps.notRemoved': '{name} could not be removed.',
  'offlineMaps.packSetting': "Save the course you're at",
  'offlineMaps.pack.wifi': 'On Wi-Fi, else ask',
  'offlineMaps.pack.always': 'On any connection',
  'offlineMaps.pack.off': 'Only when I tap Save',
  'offlineMaps.packHint':
    'When you say which hole you are on, or your location shows you at a course, its restrooms, reviews and map are saved on this device by themselves, so they work with no signal.',
  'offlineMaps.packSaving': 'Saving this course for offline…',
  'offlineMaps.atCourse': 'You’re at this course',
  'offlineMaps.atCourseText': 'Save it on this device so its restrooms, reviews and map work with no signal.',
  'offlineMaps.saveCourse': 'Save this course',
  'offlineMaps.notNow': 'Not now',
  'offlineMaps.retry': 'Retry',
  'offlineMaps.readyOffline': 'Ready offline',
  'offlineMaps.readyText': '{name} is saved on this device ({size}).',
  'offlineMaps.save': 'Save for offline',
  'offlineMaps.update': 'Update offline copy',
  'offlineMaps.savedSize': 'Saved for offline · {size}',
  'offlineMaps.saved': 'Saved for offline',
  'offlineMaps.savedText': '{name} is ready to use with no signal ({size}).',
  'offlineMaps.cancelled': 'Save cancelled',
  'offlineMaps.cancelledText': 'Nothing more was downloaded.',
  'offlineMaps.planning': 'Working out the size...',
  'offlineMaps.keepOpen': 'Keep this screen open until it is done.',
  'offlineMaps.cancel': 'Cancel',
  'offlineMaps.tryAgain': 'Try again',
  'offlineMaps.withoutMap': 'Save without the map',
  'offlineMaps.close': 'Close',
  'offlineMaps.saveButton': 'Save',
  'offlineMaps.about': 'About {size} to download',
  'offlineMaps.contents':
    "{tiles, number} map tiles (the course at zooms 13–17, the area around it at 8–12, estimated at {size} each), the map style, and the course's restrooms and reviews.",
  'offlineMaps.overCap': 'With your other saved courses this is more than your offline map limit ({limit}).',
  'offlineMaps.changeLimit': 'Change the limit or remove a course',
  'offlineMaps.progress': 'Saving for offline',
  'offlineMaps.progressValue': '{percent, number, percent} ({done, number} of {total, number})',
  'offlineMaps.progressText': '{percent, number, percent} · {done, number} of {total, number}',
  'offlineMaps.offline': 'You are offline. Connect to the internet to save this course.',
  'offlineMaps.mapUnreachable':
    'The map server cannot be reached, so the map cannot be saved now. You can save the restrooms and reviews without it and try the map again later.',
  'offlineMaps.notSaved': 'Not saved',
  'offlineMaps.notSavedText':
    '{name} could not be saved: its restrooms could not be loaded. Check your connection and try again.',
  'offlineMaps.withoutMapTitle': 'Saved without the map',
  'offlineMaps.withoutMapText':
    '{name}’s restrooms and reviews are on this device, but not its map: {why, select, unreachable {the map server could not be reached} other {{missed, number} of {total, number} map pieces could not be downloaded}}. Retry when the map can be reached.',
} as const;
