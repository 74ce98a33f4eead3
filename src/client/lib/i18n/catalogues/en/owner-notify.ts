/**
 * The owner's notification settings (features/owner/notifications, their own chunk): this device's
 * push and each course's switches, the English source (docs/decisions.md §9). Texts quoted by
 * docs/product.md §12 ("What owners are told, and how they choose") stay verbatim.
 */

export default {
  'ownerNotify.error': 'Error',
  'ownerNotify.tryAgain': 'Try again',
  'ownerNotify.loadError': 'Your notification settings could not be loaded.',
  'ownerNotify.saveError': 'Failed to save the setting.',
  'ownerNotify.refused': 'The server did not save these settings.',
  'ownerNotify.changes': 'Changes not saved yet',
  'ownerNotify.changesOf': 'Changes to {course} not saved yet',
  'ownerNotify.yourChange': 'Your change',
  'ownerNotify.savedOnPhone': 'Saved on this phone. It is sent when you are back online.',
  'ownerNotify.noCourse': 'You own no course yet. Once you do, choose here what you are told about it.',
  'ownerNotify.perCourse': 'Notifications per course',
  /** The queued change, as /sync lists it. */

  'ownerNotify.alerts': 'E-mail me at once about blocking problems',
  'ownerNotify.alerts.description':
    'A restroom reported locked, out of order, closed for the season or gone.',
  'ownerNotify.digest': 'Daily e-mail digest',
  'ownerNotify.digest.description':
    'Supplies reports, new restrooms and reviews of the day, the next morning.',
  'ownerNotify.push': 'Push blocking problems to my devices',
  'ownerNotify.push.description': 'At once, on each device where you allowed notifications.',

  'ownerNotify.device': 'This device',
  'ownerNotify.device.checking': 'Checking this device…',
  'ownerNotify.device.noKey': 'This server does not send push notifications. E-mails still arrive.',
  'ownerNotify.device.unsupported': 'This browser cannot show push notifications. E-mails still arrive.',
  'ownerNotify.device.homeScreen':
    'On iPhone and iPad, notifications work in the app on your Home Screen: tap Share, then “Add to Home Screen”, and open Fairway Relief from there.',
  'ownerNotify.device.denied':
    'Notifications are blocked for this site on this device. To allow them again, open the site’s settings (the icon next to the address, or your phone’s Settings → Notifications), allow notifications, then reload this page.',
  'ownerNotify.device.off': 'Your browser asks you first. Pushes come for the courses where “Push” is on.',
  'ownerNotify.device.on': 'This device shows push notifications for the courses where “Push” is on.',
  'ownerNotify.device.allow': 'Allow notifications on this device',
  'ownerNotify.device.asking': 'Asking…',
  'ownerNotify.device.stop': 'Stop on this device',
  'ownerNotify.device.stopping': 'Stopping…',
  'ownerNotify.device.allowFailed': 'Notifications could not be turned on. Please try again.',
  'ownerNotify.device.noAnswer': 'no answer',
  'ownerNotify.device.stoppedNotTold':
    'This device stopped, but the server could not be told ({why}). It forgets this device at its next push.',
  /** Why allowing failed on the device (features/push PushError); {detail}: the browser's words. */
  'ownerNotify.pushError':
    '{reason, select, dismissed {Notifications were not allowed. Tap “Allow notifications on this device” again to allow them.} denied {Notifications are blocked for this site on this device.} notReady {The app is still getting ready on this device. Try again in a moment.} other {This device could not sign up for notifications: {detail}}}',
} as const;
