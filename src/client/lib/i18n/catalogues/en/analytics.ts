/**
 * The owner dashboard's Analytics tab (features/owner/analytics, its own chunk), the English source
 * (docs/decisions.md §9). Texts quoted by docs/product.md §12 ("Analytics") stay verbatim.
 */

export default {
  'analytics.loadError': 'Failed to load analytics. Please try again.',
  /** Ends "Not saved on this device — connect to load {what}". */
  'analytics.notSavedWhat': 'the analytics',
  'analytics.noCourse': 'Analytics show here once a course is yours.',
  'analytics.course': 'Course',
  'analytics.period': 'Period',
  'analytics.periodDays': '{days, select, 365 {Last year} other {Last {days} days}}',
  'analytics.number': '{n, number}',
  /** A duration as an owner reads it: '45 min', '3 h 20 min', '2 d 4 h'. */
  'analytics.duration':
    '{shape, select, m {{m, number} min} h {{h, number} h} hm {{h, number} h {m, number} min} d {{d, number} d} other {{d, number} d {h, number} h}}',

  'analytics.open': 'Open problems now',
  'analytics.open.note': 'Reports still standing, the oldest first.',
  'analytics.open.none': 'No open problems right now.',
  'analytics.fix': 'Median time to fix',
  'analytics.fix.note': 'From the first report to the fix, per kind of problem.',
  'analytics.fix.none': 'No problems were fixed in this period.',
  'analytics.fix.chart': 'Bar chart of the median hours to fix each kind of problem',
  'analytics.hours': 'Hours',
  'analytics.weekly': 'Reports per restroom per week',
  'analytics.weekly.note': 'Every report golfers made, whatever became of it.',
  'analytics.weekly.none': 'This course lists no restrooms yet.',
  'analytics.weekly.chart': 'Bar chart of the reports about {restroom} each week',
  'analytics.ratings': 'Rating over time',
  'analytics.ratings.note':
    'The course’s average rating at the end of each week, over the reviews written in it.',
  'analytics.ratings.none': 'No reviews yet.',
  'analytics.ratings.chart': 'Line chart of the average rating each week over bars of the reviews written',
  'analytics.ratings.table': 'Rating and reviews by week',

  'analytics.restroom': 'Restroom',
  'analytics.problem': 'Problem',
  'analytics.reports': 'Reports',
  'analytics.openFor': 'Open for',
  'analytics.fixed': 'Fixed',
  'analytics.median': 'Median',
  'analytics.weekOf': 'Week of',
  'analytics.newReviews': 'New reviews',
  'analytics.reviews': 'Reviews',
  'analytics.rating': 'Rating',

  'analytics.picker.placeholder': 'Type a course’s name',
  'analytics.picker.list': 'Courses found',
  'analytics.picker.typeMore': 'Type {n, number} letters or more of the course’s name.',
  'analytics.picker.failed': 'Could not search the courses. Check your connection.',
  'analytics.picker.searching': 'Searching…',
  'analytics.picker.none': 'No course has that name.',
  'analytics.picker.found': '{n, plural, one {# course found.} other {# courses found.}}',
} as const;
