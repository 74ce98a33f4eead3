/**
 * Business constants of docs/product.md §9, in one place for client, server and service worker.
 * Changing a value here changes it everywhere; the spec is the source of each number.
 */

export const REQUEST_TIMEOUT_MS = 10_000;

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  theme: 'ui-theme',
  distanceUnit: 'distance-unit',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
/** Course owners and admins (OWASP ASVS level 2): their accounts change what every golfer sees. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;

export const TOAST = {
  limit: 1,
  autoDismissMs: 5_000,
  removeDelayMs: 1_000_000,
} as const;

export const PAGINATION = {
  pageSize: 10,
  maxPageSize: 100,
  pageWindow: 5,
} as const;

export const DEFAULT_FILTERS = {
  state: 'NC',
  radius: 50,
  minRating: 0,
  verifiedOnly: false,
  useLocation: false,
  view: 'list',
} as const;

export const RADIUS_SLIDER = { min: 5, max: 1000, step: 25 } as const;
/**
 * The radius slider's stops: 5, then every 25 up to 1000. Stepping 25 from 5 (5, 30, 55 … 980) could
 * reach neither the default 50 nor the maximum 1000 (issue 20).
 */
export const RADIUS_STOPS: readonly number[] = [
  RADIUS_SLIDER.min,
  ...Array.from({ length: RADIUS_SLIDER.max / RADIUS_SLIDER.step }, (_, i) => (i + 1) * RADIUS_SLIDER.step),
];
export const MIN_RATING_SLIDER = { min: 0, max: 5, step: 0.5 } as const;

export const EARTH_RADIUS_MILES = 3959;
export const DISTANCE_DECIMALS = 1;
export const RATING_DECIMALS = 1;
export const COORDINATE_DECIMALS = 4;

export const RATING = { min: 1, max: 5 } as const;

/**
 * Text limits (docs/product.md §9 gives none: "Other limits: not shown"). Chosen here and enforced by the
 * shared schemas, so a form refuses an over-long value with the same message the server would send.
 */
export const TEXT_LIMITS = {
  restroomName: 100,
  reviewComment: 2000,
  rejectionReason: 1000,
} as const;

/**
 * Per-user write rate limits (issue 8): fixed windows counted in the database, so every API process
 * shares one budget. Generous for a real golfer (a round's worth of reviews in minutes, a course's
 * worth of restrooms in an hour) and a wall for a spam script. The counts can be raised (or
 * switched off with 0) per deployment: WRITE_RATE_LIMIT_REVIEWS, _RESTROOMS, _FEEDBACK. Admins are
 * exempt (trusted accounts made by support, who may bulk-correct a course).
 */
export const WRITE_RATE_LIMITS = {
  reviews: { limit: 20, windowSeconds: 10 * 60 },
  restrooms: { limit: 20, windowSeconds: 60 * 60 },
  feedback: { limit: 60, windowSeconds: 10 * 60 },
  /** Live status reports and "Still here and OK" confirmations (issue 15). */
  reports: { limit: 30, windowSeconds: 60 * 60 },
} as const;
export type WriteRateLimitKind = keyof typeof WRITE_RATE_LIMITS;

export const MAP = {
  panelHeightPx: 600,
  defaultCenter: { latitude: 35.7596, longitude: -79.0193 },
  defaultZoom: 8,
  milesPerDegree: 69,
  viewportRadiusMin: 10,
  viewportRadiusMax: 100,
  viewportLimit: 100,
  clusterMaxZoom: 16,
  clusterMediumFrom: 10,
  clusterLargeFrom: 100,
  clusterAnimationDelayMs: 300,
} as const;

export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
} as const;

export const DEBOUNCE_MS = {
  filters: 300,
  location: 100,
  mapViewport: 500,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const ACHIEVEMENTS = [
  { id: 'first-review', title: 'First Review', metric: 'totalReviews', threshold: 1 },
  { id: 'review-enthusiast', title: 'Review Enthusiast', metric: 'totalReviews', threshold: 10 },
  { id: 'contributor', title: 'Contributor', metric: 'restroomsAdded', threshold: 1 },
  // Beyond the spec's three (docs/product.md §13, "Coverage"): a golfer's quick answers count too.
  { id: 'course-scout', title: 'Course Scout', metric: 'answersGiven', threshold: 5 },
  { id: 'fact-finder', title: 'Fact Finder', metric: 'factsSettled', threshold: 1 },
] as const;

export const ROLES = ['regular', 'course_owner', 'admin'] as const;
export const SIGNUP_ROLES = ['regular', 'course_owner'] as const;

export const LEGAL_DOCUMENT_TYPES = [
  'terms_of_service',
  'privacy_policy',
  'community_guidelines',
  'disclaimers',
] as const;

export const LOCATION_TYPES = ['clubhouse', 'halfway-house', 'on-course'] as const;
export const FACILITY_TYPES = ['permanent', 'portable', 'structure'] as const;
export const GENDERS = ['mens', 'womens', 'unisex'] as const;
/**
 * 'removed': taken off the course for being gone (docs/product.md §13), its reviews and reports
 * kept for the record and for an admin's undo; hidden wherever 'rejected' is.
 */
export const RESTROOM_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;

/**
 * The 50 US states' codes (docs/product.md §2), in the order of their names in us-states.ts. The
 * names live there, apart: this module is part of every first page, the names only of the screens
 * that list states.
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
