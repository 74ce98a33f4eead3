/**
 * The golfer's dashboard's English messages (features/dashboard: activity, achievements, the
 * account panel and its deletion). Texts quoted by docs/product.md stay verbatim.
 */
const LOCATION = '{location, select, clubhouse {Clubhouse} halfway-house {Halfway House} other {On Course}}';

export default {
  'dashboard.title': 'Dashboard',
  'dashboard.welcome': "Welcome back! Here's your activity summary.",
  'dashboard.loadFailed': 'Failed to load dashboard data.',
  /** Completes "Not saved on this device — connect to load …" (components/ui/load-status.tsx). */
  'dashboard.notSavedWhat': 'your dashboard',
  'dashboard.statistics': 'Your statistics',
  'dashboard.totalReviews': 'Total Reviews',
  'dashboard.averageRating': 'Average Rating',
  'dashboard.restroomsAdded': 'Restrooms Added',
  'dashboard.helpfulVotes': 'Helpful Votes',
  'dashboard.helpfulVotesCaption': 'Helpful votes on restrooms you added',
  'dashboard.activity': 'Your activity',
  'dashboard.recentReviews': 'Recent Reviews',
  'dashboard.contributions': 'Contributions',
  'dashboard.achievements': 'Achievements',

  // The tabs
  'dashboard.noReviews': "You haven't written any reviews yet.",
  'dashboard.noRestrooms': "You haven't added any restrooms yet.",
  'dashboard.rated': 'Rated {rating} out of 5',
  'dashboard.date': '{date, date, medium}',
  'dashboard.placeAdded': `${LOCATION}{hole, select, none {} other { · Hole {hole}}} · Added {date, date, medium}`,
  'dashboard.reason': 'Reason:',
  'dashboard.noReason': 'No reason given.',
  'dashboard.status.pending': 'Pending',
  'dashboard.status.approved': 'Approved',
  'dashboard.status.rejected': 'Rejected',
  'dashboard.status.removed': 'Removed',

  // Achievements (docs/product.md §9, §13)
  'dashboard.earned': 'Earned',
  'dashboard.locked': 'Locked',
  'dashboard.achievementState': '{title}: {earned, select, yes {earned} other {locked}}',
  'dashboard.achievementProgress': '{title} progress',
  'dashboard.achievement.first-review': 'First Review',
  'dashboard.achievement.first-review.description': 'Write your first restroom review.',
  'dashboard.achievement.review-enthusiast': 'Review Enthusiast',
  'dashboard.achievement.review-enthusiast.description': 'Write 10 restroom reviews.',
  'dashboard.achievement.contributor': 'Contributor',
  'dashboard.achievement.contributor.description': 'Add a restroom to a course.',
  'dashboard.achievement.course-scout': 'Course Scout',
  'dashboard.achievement.course-scout.description': 'Answer 5 quick questions about courses.',
  'dashboard.achievement.fact-finder': 'Fact Finder',
  'dashboard.achievement.fact-finder.description':
    'Help settle what a course has: your answer and another golfer’s agree.',
  'dashboard.progress.totalReviews': '{current} / {threshold, plural, one {# review} other {# reviews}}',
  'dashboard.progress.restroomsAdded':
    '{current} / {threshold, plural, one {# restroom added} other {# restrooms added}}',
  'dashboard.progress.answersGiven':
    '{current} / {threshold, plural, one {# question answered} other {# questions answered}}',
  'dashboard.progress.factsSettled':
    '{current} / {threshold, plural, one {# fact settled} other {# facts settled}}',

  // The account panel
  'dashboard.account': 'Your account',
  'dashboard.confirmEmail': 'Please confirm your email address: open the link we sent to {email}.',
  'dashboard.error': 'Error',
  'dashboard.emailSent': 'Email sent',
  'dashboard.linkNotSent': 'Could not send the link',
  'dashboard.sendNewLink': 'Send a new link',
  'dashboard.download': 'Download my data',
  'dashboard.downloadFailed': 'Could not download your data',
  'dashboard.delete': 'Delete my account',

  // Deleting the account
  'dashboard.deleteTitle': 'Delete your account?',
  'dashboard.deleteWarning': 'This cannot be undone.',
  'dashboard.deleteAccount':
    'Your account, your reviews and ratings, and your helpful/invalid feedback are deleted.',
  'dashboard.deleteRatings': 'Course ratings are recalculated without your reviews.',
  'dashboard.deleteRestrooms': 'Restrooms you added stay listed for other golfers, without your name.',
  'dashboard.deleteSignOut': 'You are signed out on every device.',
  'dashboard.password': 'Password',
  'dashboard.passwordRequired': 'Password is required',
  'dashboard.googleRecent':
    'You sign in with Google: if that was more than 10 minutes ago, sign out and in again first.',
  'dashboard.cancel': 'Cancel',
  'dashboard.deleting': 'Deleting...',
  'dashboard.deleteFailed': 'Failed to delete your account.',
  'dashboard.deleted': 'Account deleted',
  'dashboard.deletedText': 'Your account, reviews and feedback have been deleted.',
} as const;
