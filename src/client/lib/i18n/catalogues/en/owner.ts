/**
 * The owner dashboard's English messages (features/owner: title, numbers, tabs, pending submissions,
 * the moderation dialogs, reports, courses, door-sign links), the source the Spanish and German
 * catalogues translate (docs/decisions.md §9). Texts quoted by docs/product.md §2 stay verbatim.
 */

export default {
  'owner.title': 'Owner Dashboard',
  'owner.subtitle': 'Manage your golf courses and review restroom submissions.',
  'owner.notifications': 'Notifications',
  'owner.loadError': 'Failed to load owner dashboard data. Please try again.',
  /** Ends "Not saved on this device — connect to load {what}". */
  'owner.notSavedWhat': 'the owner dashboard',
  'owner.success': 'Success',
  'owner.error': 'Error',
  'owner.cancel': 'Cancel',
  'owner.ok': 'OK',
  'owner.number': '{n, number}',
  'owner.tryAgain': 'Try again',
  'owner.analytics.loadFailed': 'Analytics could not be loaded. Check your connection.',
  'owner.notifications.loadFailed': 'Notification settings could not be loaded. Check your connection.',
  'owner.notifications.close': 'Close notifications',
  'owner.notifications.what': 'What you are told about your courses, and how.',

  'owner.stats': 'Your courses in numbers',
  'owner.stat.courses': 'My Courses',
  'owner.stat.courses.caption': 'Golf courses owned',
  'owner.stat.restrooms': 'Total Restrooms',
  'owner.stat.restrooms.caption': 'Across all courses',
  'owner.stat.pending': 'Pending Reviews',
  'owner.stat.pending.caption': 'Awaiting your review',
  'owner.stat.reviews': 'Total Reviews',
  'owner.stat.reviews.caption': 'User reviews received',
  'owner.stat.rating': 'Average Rating',
  'owner.stat.rating.caption': 'Across all facilities',

  'owner.sections': 'Owner dashboard sections',
  'owner.tab.pending': 'Pending Submissions ({n, number})',
  'owner.tab.courses': 'My Courses ({n, number})',
  'owner.tab.reports': 'Reports ({n, number})',
  'owner.tab.claims': 'Claims ({n, number})',
  'owner.myCourses': 'My Courses',
  'owner.analytics': 'Analytics',
  'owner.reports': 'Reports',
  'owner.claims': 'Claims',

  'owner.pending.heading': 'Restroom Submissions Awaiting Review',
  'owner.pending.empty': 'No pending submissions to review.',
  'owner.pending.list': 'Pending submissions',
  'owner.facility': '{type, select, permanent {Permanent} portable {Portable} other {Structure}}',
  'owner.gender': "{gender, select, mens {Men''s} womens {Women''s} other {Unisex}}",
  /** The location line, as the server words it in English: 'Clubhouse', 'On course · Hole 7'. */
  'owner.location':
    '{type, select, clubhouse {Clubhouse} halfway-house {Halfway house} other {{hole, select, none {On course} other {On course · Hole {hole}}}}}',
  'owner.submittedBy': 'Submitted by {name} on {date, date}',
  /** The submitter's account has since been deleted (the server sends no name). */
  'owner.submittedByFormer': 'Submitted by a former member on {date, date}',
  'owner.approve': 'Approve',
  'owner.reject': 'Reject',
  'owner.decisionError': 'Failed to review submission. Please try again.',
  'owner.decided':
    '{action, select, approve {Submission approved successfully} other {Submission rejected successfully}}',
  /** The queued decision, as /sync lists it. */
  'owner.decisionsNotSaved': 'Decisions not saved',
  'owner.waitingToSync': 'Waiting to sync',
  'owner.notSaved': 'Not saved',
  'owner.pendingSync': 'Pending sync',
  'owner.retry': 'Retry',
  'owner.discard': 'Discard',

  'owner.approve.title': 'Approve Submission',
  'owner.approve.description': 'Are you sure you want to approve this restroom submission?',
  'owner.approve.field': 'Approval Notes (Optional)',
  'owner.approve.confirm': 'Confirm Approval',
  'owner.approve.busy': 'Approving...',
  'owner.reject.title': 'Reject Submission',
  'owner.reject.description': 'Please provide a reason for rejecting this submission:',
  'owner.reject.field': 'Rejection Reason *',
  'owner.reject.confirm': 'Confirm Rejection',
  'owner.reject.busy': 'Rejecting...',

  'owner.reports.empty': 'No open reports. Golfers’ reports of problems show here.',
  'owner.reports.list': 'Open reports',
  'owner.resolutionsNotSaved': 'Resolutions not saved',
  'owner.resolveError': 'Failed to resolve report. Please try again.',
  'owner.missing': 'The report you were told about is no longer open.',
  'owner.missing.why':
    'It was fixed, dismissed or it expired, or its restroom was removed. The open reports are below.',
  'owner.toldAbout': 'The report you were told about',
  'owner.remove.title': 'Remove restroom',
  'owner.remove.description': 'This removes the restroom and its reviews from the course. Are you sure?',
  'owner.remove.confirm': 'Remove',
  'owner.remove.busy': 'Removing...',
  /** {kind}: the report kind's label ("Locked"). */
  'owner.reportTitle': '{kind} at {restroom}',
  'owner.confirmRemoval': 'Confirm removal',
  'owner.confirmRemovalOf': 'Confirm removal of {restroom}',
  'owner.stillThere': 'Still there',
  'owner.fixed': 'Fixed',
  'owner.dismiss': 'Dismiss',
  'owner.resolve.remove': 'Remove {restroom}',
  'owner.resolve.stillThere': 'Mark {restroom} as still there',
  'owner.resolve.fixed': 'Mark {kind} at {restroom} as fixed',
  'owner.resolve.dismiss': 'Dismiss {kind} at {restroom}',
  'owner.resolved':
    '{resolution, select, dismissed {Report dismissed} removed {Restroom removed} other {Report resolved}}',
  'owner.golfers':
    '{count, plural, one {# golfer} other {# golfers}}{viaSign, plural, =0 {} other { (# by the door sign)}}',
  /** {ago}: how long ago ("40 min ago", "yesterday"). */
  'owner.reported': '{golfers} · reported {ago}',
  'owner.clears':
    '{unit, select, min {clears itself in {n, number} min} h {clears itself in {n, number} h} other {clears itself in {n, plural, one {# day} other {# days}}}}',
  'owner.notes': 'Notes from golfers',

  'owner.averageRating': 'Average rating',
  'owner.courseCounts':
    '{restrooms, plural, one {# restroom} other {# restrooms}} · {reviews, plural, one {# review} other {# reviews}}',
  'owner.setUp': 'Set up restrooms',
  'owner.courses.empty': 'No courses found. Contact support to get your courses assigned to your account.',
  'owner.courses.search': 'Search my courses',
  'owner.courses.searchHint': 'Name, city or state',
  'owner.courses.noMatch': 'No course matches your search.',
  'owner.courses.showing': 'Showing {shown, number} of {total, plural, one {# course} other {# courses}}',
  'owner.courses.more': 'Show more courses',

  'owner.signs': 'Door signs',
  'owner.signs.of': 'Door signs of {course}',
  'owner.signs.loadError': 'Could not load the restrooms',
  'owner.signs.loading': 'Loading restrooms…',
  'owner.signs.none': 'No restrooms listed yet.',
  'owner.signs.for': 'Sign for {restroom}',
} as const;
