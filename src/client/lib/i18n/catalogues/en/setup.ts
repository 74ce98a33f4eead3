/**
 * The course set-up (features/course-setup, /owner-dashboard/setup/:courseId), the English source
 * (docs/decisions.md §9). Texts quoted by docs/product.md §12 ("Set up in two minutes") stay verbatim.
 */

export default {
  'setup.back': 'Owner dashboard',
  'setup.title': 'Set up restrooms',
  'setup.intro':
    'Say where the restrooms are. Golfers see them as confirmed by the course, and your word settles what they were asked about it.',
  'setup.loadError': 'Could not load the course',
  'setup.loading': 'Loading the course…',
  'setup.error': 'Error',
  'setup.saveError': 'Failed to save the set-up.',
  'setup.saved': 'Set-up saved',
  'setup.saved.description': 'Golfers see the restrooms as confirmed by the course.',
  'setup.savedOnPhone': 'Set-up saved on this phone',
  'setup.savedOnPhone.description': 'Saved on this phone. It is sent when you are back online.',
  'setup.pendingSync': 'Set-up pending sync',
  'setup.notSaved': 'Set-up not saved',
  'setup.refused': 'The server refused the set-up.',
  'setup.retry': 'Retry',
  'setup.discard': 'Discard',
  /** The queued set-up, as /sync lists it. */
  'setup.theCourse': 'the course',

  'setup.form': 'Course set-up',
  'setup.clubhouse': 'Clubhouse',
  'setup.clubhouse.question': 'Restroom at the clubhouse?',
  'setup.clubhouse.label': 'the clubhouse restroom',
  'setup.clubhouse.disputed': 'Golfers disagree.',
  'setup.clubhouse.no': 'Golfers say there is none.',
  'setup.clubhouse.yes': 'Golfers say there is one.',
  'setup.clubhouse.likely': 'Likely a restroom, not confirmed yet.',
  'setup.listedAs': 'Listed as {name}',
  'setup.listedAs.sentence': 'Listed as {name}.',
  'setup.halfway': 'Halfway house',
  'setup.halfway.question': 'Halfway house?',
  'setup.halfway.label': 'the halfway house',
  'setup.afterHole': 'After hole',
  'setup.onCourse': 'Restrooms on the course',
  'setup.onCourse.disputed': 'Golfers disagree about restrooms on the course.',
  'setup.onCourse.no': 'Golfers say there is none on the course.',
  'setup.onCourse.yes': 'Golfers say there is one on the course.',
  'setup.none': 'None: the clubhouse is the last stop.',
  'setup.add': 'Add a restroom on the course',
  'setup.save': 'Save the set-up',

  'setup.hole': 'Hole',
  'setup.hole.n': 'Hole {hole}',
  'setup.row': 'Restroom {n} on the course',
  'setup.choose': 'Choose…',
  'setup.type': 'Type',
  'setup.portable': 'Portable',
  'setup.permanent': 'Permanent',
  'setup.takeOff': 'Take off',
  'setup.takeOffWhat': 'Take off {what}',

  'setup.details': 'Access, hours and amenities',
  'setup.detailsOf': 'Access, hours and amenities of {what}',
  /** What is folded, in a line: 'Players only · hours Mo-Su 07:00-19:00 · 2 of 7 amenities known'. */
  'setup.summary':
    '{access} · {hoursKnown, select, yes {hours {hours}} other {hours not known}} · {known, plural, =0 {amenities not known} other {# of {all, number} amenities known}}',

  /** The shared schema's field messages, word for word (lib/forms/field-messages.ts shows them translated). */
  'setup.field.hole': 'Choose the hole',
  'setup.field.holeRange': 'Choose the hole (1 to {max})',
  'setup.field.afterHole': 'Choose the hole it comes after',
  'setup.field.afterHoleRange': 'Choose the hole it comes after (1 to {max})',
  'setup.field.type': 'Choose portable or permanent',
  'setup.field.monthsNeeded': 'A seasonal restroom needs the months it is open',
  'setup.field.monthsOnlySeasonal': 'Open months are only for a seasonal restroom',
  'setup.field.accessNoteLong': 'Access note must be at most {max} characters',
  'setup.field.accessNoteChars': 'Access note contains characters that are not allowed',
  'setup.field.hoursLong': 'Opening hours must be at most {max} characters',
  'setup.field.hoursChars': 'Opening hours contains characters that are not allowed',
  /** The `opening_hours` library's reason stays as it wrote it (shared/hours/engine.ts). */
  'setup.field.hoursSyntax': 'Opening hours are not valid OpenStreetMap syntax: {reason}',
} as const;
