/**
 * The course screen's English messages (features/course-detail: the page, its header, the round's
 * next restroom, the restroom cards, their toasts): the source the Spanish and German catalogues
 * translate (docs/decisions.md §9). Texts quoted by docs/product.md (§2 "Course detail", §8, §10)
 * stay verbatim.
 */

/** 1st, 2nd, 3rd … 21st, 22nd, 23rd … 27th: a course has at most 27 holes (docs/product.md §10). */
const ORDINAL = '{hole, plural, =1 {1st} =2 {2nd} =3 {3rd} =21 {21st} =22 {22nd} =23 {23rd} other {#th}}';

export default {
  // The page and its states (docs/product.md §2, §8).
  'course.back': 'Back to Courses',
  'course.notFound': 'Course Not Found',
  'course.notFoundMessage': 'The requested golf course could not be found.',
  'course.noId': 'No course ID provided',
  'course.notSaved': 'Course not saved',
  /** What is missing in 'Not saved on this device — connect to load …' (components/ui/not-saved.tsx). */
  'course.thisCourse': 'this course',
  'course.theRestrooms': 'restrooms',
  'course.osmLead': 'Course data and restrooms marked “From OpenStreetMap”:',
  'course.error': 'Error',
  'course.warning': 'Warning',
  'course.loadFailed': 'Failed to load course details',
  'course.restroomsFailed': 'Could not load restroom data. Course details are still available.',

  // The header.
  'course.website': 'Website',
  'course.reviewCount': '{count, plural, one {# review} other {# reviews}}',
  'course.restroomCount': '{count, plural, one {# restroom} other {# restrooms}}',
  'course.verifiedCount': '{count} verified',
  'course.verifiedTooltip':
    'Course owner confirmed this information. Does not guarantee current facility conditions.',
  'course.disclaimer': 'Restroom information is shared by golfers and may be out of date.',
  'course.viewDisclaimers': 'View full disclaimers',

  // What golfers know of the course as a whole (docs/product.md §13).
  'course.facts': 'What golfers know',
  'course.fact.likelyClubhouse': 'Clubhouse — likely a restroom, not confirmed yet',
  'course.fact.noOnCourse': 'No restroom on the course — the clubhouse is the last stop',
  'course.fact.disagree': 'Golfers disagree',
  'course.fact.noClubhouse': 'No restroom at the clubhouse, golfers say',
  'course.factsAgree':
    '{count, plural, one {# golfer says so} other {# golfers agree}} · last answer {date, date}',

  // The map and its way there.
  'course.mapAndOffline': 'Map & offline',
  'course.area': 'Course area',
  'course.loadingMap': 'Loading map...',
  'course.mapUnavailable': 'The map cannot be shown right now.',
  'course.showMap': 'Show map',
  'course.tryAgain': 'Try again',

  // The restrooms' list.
  'course.restrooms': 'Restrooms',
  'course.addRestroom': 'Add Restroom',
  'course.addFirst': 'Add First Restroom',
  'course.noRestrooms': 'No restrooms listed',
  'course.loadingRestrooms': 'Loading restrooms...',
  'course.signInLink': 'Sign in',
  'course.signInLine': '{link} to add restrooms, write reviews and give feedback.',
  'course.tabs': 'Restroom location',
  'course.tab.all': 'All',
  'course.refusedList': 'Submissions not saved',

  // What and where a restroom is (docs/product.md §2).
  'course.location.clubhouse': 'Clubhouse',
  'course.location.halfway-house': 'Halfway House',
  'course.location.on-course': 'On Course',
  'course.onCourseHole': 'On Course · Hole {hole}',
  'course.facility.permanent': 'Permanent',
  'course.facility.portable': 'Portable',
  'course.facility.structure': 'Structure',
  'course.gender.mens': "Men''s",
  'course.gender.womens': "Women''s",
  'course.gender.unisex': 'Unisex',

  // A restroom's card.
  'course.accessible': 'Wheelchair accessible',
  'course.verified': 'Verified',
  'course.unconfirmed': 'Unconfirmed',
  'course.fromOsm': 'From OpenStreetMap ·',
  'course.reviews': 'Reviews',
  'course.deleteNamed': 'Delete {name}',
  'course.stillHere': 'Still here and OK',
  'course.reportProblem': 'Report a problem',
  'course.deleteTitle': 'Delete restroom',
  'course.deleteConfirm': 'Are you sure you want to delete this restroom?',
  'course.delete': 'Delete',
  'course.deleting': 'Deleting...',
  'course.helpful': 'Helpful',
  'course.wrongInfo': 'Wrong info',
  'course.reportedProblems': 'Reported problems',
  'course.reportLine': '{kind} · reported {ago} · {count, plural, one {# golfer} other {# golfers}}',
  'course.details': 'Details',
  'course.detailsOf': 'Details of {name}',

  // A write's state on its card (docs/product.md §10, docs/decisions.md §6).
  'course.pendingSync': 'Pending sync',
  'course.notSavedBecause': 'Not saved: {reason}',
  'course.refused': 'refused by the server',
  'course.retry': 'Retry',
  'course.discard': 'Discard',

  // The card's toasts (docs/product.md §8, §10).
  'course.authRequired': 'Authentication Required',
  'course.feedbackSignIn': 'Please log in to provide feedback.',
  'course.feedbackRemoved': 'Feedback Removed',
  'course.feedbackRemovedText': 'Your feedback has been removed.',
  'course.markedHelpful': 'Marked as Helpful',
  'course.markedInvalid': 'Marked as Invalid',
  'course.feedbackThanks': 'Thank you for your feedback!',
  'course.feedbackFailed': 'Failed to submit feedback.',
  'course.success': 'Success',
  'course.deleted': 'Restroom deleted successfully.',
  'course.deleteFailed': 'Failed to delete restroom.',
  'course.thanks': 'Thanks!',
  'course.confirmed': 'Marked as still here and OK.',
  'course.confirmFailed': 'Failed to save your confirmation.',
  'course.reportSent': 'Report sent',
  'course.reportSentText': 'Other golfers will see it until it is fixed or expires.',
  'course.reportFailed': 'Failed to send your report.',

  // Writes need an account (docs/decisions.md §1).
  'course.signInTitle': 'Sign in required',
  'course.signInTo':
    'Please log in to {what, select, add {add a restroom} status {confirm or report a restroom} review {write a review} other {continue}}.',

  // "Next restroom on my round" (docs/product.md §10, issue 15).
  'course.round': 'Next restroom on my round',
  'course.onHole': "I'm on hole",
  'course.next': 'Next restroom',
  'course.skippedList': 'Skipped, not usable now',
  'course.skipped': '{name}: {reason} — skipped',
  'course.nearest': 'Nearest now',
  'course.noneMeasurable': 'No usable restroom here has a known place to measure to.',
  'course.noneUsable': 'No restroom here is usable right now.',
  'course.locating': 'Getting Location...',
  'course.updatePosition': 'Update my position',
  'course.usePosition': 'Use my position',
  'course.onThisHole': 'on this hole',
  'course.hole': 'Hole {hole}',
  'course.atTurn': `at the turn, after the ${ORDINAL}`,
  'course.afterHole': `after the ${ORDINAL}`,
  'course.nothingLeft': `No {skipped, select, yes {usable } other {}}restroom left on your round; the clubhouse is after the ${ORDINAL}.`,

  // Add Restroom's own parts: where it is, more details, the ones already listed (docs/product.md §10).
  'course.whereIsIt': 'Where is it?',
  'course.optional': '(optional)',
  'course.standingHere': "I'm standing at it",
  'course.dropPin': 'Drop a pin on the map',
  'course.pinnedAt': 'Pinned at {latitude}, {longitude}',
  'course.noPosition': 'Without a position it is shown at the course.',
  'course.removePin': 'Remove pin',
  'course.moreDetails': 'More details (optional)',
  'course.alreadyListed': 'Already listed here',
  'course.alreadyListedText': 'If it is one of these, close this and confirm it on its card instead.',
} as const;
