/**
 * A queued write as the golfer reads it (docs/decisions.md §6, §9), said when it is shown, in the
 * language on screen, from its kind and what it carries (offline/outbox/entry-words.ts): the sync
 * screen's rows, a refusal's toast, the owner's queued items. `name` is data (a restroom's, a course's
 * or a submission's name, kept with the entry as `subject`), never translated. Also the device's own
 * reasons for a failed attempt (the entry's `errorCode`); the server's come from catalogue `errors`.
 */
export default {
  'writes.restroom.submit': 'New restroom: {name}',
  'writes.restroom.delete': 'Delete {name}',
  'writes.feedback.set':
    '{value, select, helpful {Mark {name} as helpful} other {Mark {name} as wrong info}}',
  'writes.feedback.clear': 'Remove feedback on {name}',
  'writes.review.create': 'Review of {name}',
  'writes.review.update': 'Edit of your review of {name}',
  'writes.review.delete': 'Delete your review of {name}',
  'writes.restroom.confirm': 'Still here and OK: {name}',
  'writes.report.create': 'Report on {name}: {kind}',
  'writes.restroom.update': 'Details of {name}',
  'writes.report.resolve':
    '{resolution, select, removed {Remove {name}} stillThere {Mark {name} as still there} fixed {Mark {kind} at {name} as fixed} other {Dismiss {kind} at {name}}}',
  // A quick answer (docs/product.md §13): its question by the id's kind, then the answer.
  'writes.answer.create':
    '{question, select, clubhouse_restroom {Restroom at the clubhouse?} on_course_restroom {Restroom on the course?} restroom_at_hole {Restroom at hole {hole}?} season_reopened {Is {name} open again?} season_open {Is {name} open this season?} soap {Soap at {name}?} step_free {Step-free from the cart path to {name}?} other {Quick question:}} {answer, select, yes {Yes} no {No} stood {Yes, where I stood} other {Not sure}}',
  'writes.submission.decide': '{action, select, approve {Approve {name}} other {Reject {name}}}',
  'writes.course.setup': 'Restroom set-up of {name}',
  'writes.notifications.set': 'Notifications for {name}',
  'writes.language.set': 'Language of your account: {language}',
  /** A kind this build does not know, or an entry missing its name (made by an older version). */
  'writes.other': 'A change made on this device',
  'writes.error.network': 'Network Error',
  'writes.error.timeout': 'timeout of {ms} ms exceeded',
  'writes.error.unreadable':
    'Saved by an older version of the app in a form this one cannot send. Discard it and make the change again.',
  'writes.error.base_discarded': 'The change it builds on was discarded before it reached the server.',
} as const;
