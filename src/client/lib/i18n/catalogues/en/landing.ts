/**
 * The landing page's English messages (features/landing, `/`). Texts quoted by docs/product.md
 * (the tagline, the calls, the three figures of §1) stay verbatim. Short keys: this catalogue
 * is part of the landing page's first paint (BENCHMARKS.md).
 */

export default {
  // Hero (docs/product.md §2)
  'landing.tagline': "The golf community's {directory}",
  'landing.directory': 'restroom directory',
  'landing.lead':
    'Know where the restrooms are before you tee off: at the clubhouse, at the turn and out on the course, with ratings and comments from golfers who have been there.',
  'landing.start': 'Get Started Free',
  'landing.nearest': 'Nearest restrooms',
  'landing.browse': 'Browse courses',

  // Statistics (docs/product.md §7, §13)
  'landing.stats': 'Community statistics',
  'landing.totalCourses': 'Golf Courses',
  'landing.totalReviews': 'Restroom Reviews',
  'landing.totalUsers': 'Active Users',
  'landing.loadingStat': 'Loading {label}',
  'landing.coverage':
    '{n, plural, one {# course with a known restroom answer} other {# courses with a known restroom answer}}',
  'landing.statsFailed': 'Error loading statistics',
  'landing.statsFailedText': 'Something went wrong. Please try again.',

  // Why restrooms matter (docs/product.md §1)
  'landing.why': 'Why restrooms matter',
  'landing.whyTitle': 'Four hours on the course. Nature keeps its own schedule.',
  'landing.whyText':
    'A restroom you can find, and would want to use, is the difference between enjoying the back nine and counting the holes to the clubhouse.',
  'landing.fact1Figure': '40%',
  'landing.fact1': 'of adults aged 30-70 have bladder control issues.',
  'landing.fact2Figure': '84%',
  'landing.fact2': 'of golfers say restroom quality affects their opinion of a course.',
  'landing.fact3Figure': '1 in 5',
  'landing.fact3': 'golfers is a woman, and every one of them needs more than a tree line.',

  // The information gap
  'landing.gap': 'The information gap',
  'landing.gapTitle': 'Course websites skip the one thing you need mid-round.',
  'landing.gapText':
    'You can book a tee time in seconds, but nobody tells you whether there is a restroom after the turn, if it is open, or what state it is in. So golfers guess, drink less on hot days, or stay away.',
  'landing.typical': 'A typical course website',
  'landing.usual1': 'Green fees and tee times',
  'landing.usual2': 'Dress code',
  'landing.usual3': 'A scorecard PDF',
  'landing.usual4': 'Nothing about restrooms',
  'landing.ours1': 'Clubhouse, halfway house and on-course restrooms, hole by hole',
  'landing.ours2': 'Permanent building or portable unit, and wheelchair access',
  'landing.ours3': 'Star ratings and recent comments from golfers',
  'landing.ours4': 'Confirmed by the course owner when verified',

  // The map
  'landing.map': 'Interactive map',
  'landing.mapTitle': 'Every course, every restroom, on one map.',
  'landing.mapText': 'Zoom in on the course you are playing and see what is out there before you need it.',
  'landing.point1': 'Courses in all 50 states, as a list or on a map with clustered pins.',
  'landing.point2': 'Search near you by radius, or pick a state and a course by name.',
  'landing.point3': 'Filter by minimum rating or owner-verified restrooms only.',
  /** The drawn map preview's card (a picture: the course name is made up, and not translated). */
  'landing.previewLine': '4.6 ★ · 3 restrooms · 2 verified',

  // Community
  'landing.community': 'Verified reviews and community',
  'landing.communityTitle': 'Built by golfers, confirmed by courses.',
  'landing.feature1': 'Honest reviews',
  'landing.feature1Text':
    'Rate each restroom from one to five stars and say what matters: clean, stocked, open, worth the walk.',
  'landing.feature2': 'Owner verified',
  'landing.feature2Text':
    'Course owners confirm their restroom details, and verified facilities carry a badge.',
  'landing.feature3': 'Kept current by golfers',
  'landing.feature3Text':
    'Add a restroom that is missing, and mark listings helpful or invalid so the next group knows.',

  // Closing call
  'landing.closingTitle': 'Join the community mapping every course restroom',
  'landing.closingText':
    'Free during Alpha Access. Add the courses you play, review what you find, and help the next foursome.',
} as const;
