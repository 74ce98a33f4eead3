/**
 * Sample content for the embedded demo. Course names, towns and positions are copied from
 * OpenStreetMap (© OpenStreetMap contributors, ODbL 1.0) via the project's extract of
 * leisure=golf_course points. Street addresses, ZIP codes and phones are left blank on purpose:
 * the extract has none and the demo must not invent them. Pinehurst No. 2 has no addr:city tag in
 * OSM; its town is the one in its name. Restrooms and reviews are fictional and marked is_sample.
 */

export const DEMO_PASSWORD = 'fairway-demo';

/**
 * The demo accounts' domain (reserved for testing, RFC 2606: no mail reaches it). Nobody may
 * register or sign in with Google under it, so a demo address can only ever be a seeded account.
 */
const DEMO_EMAIL_DOMAIN = 'demo.fairwayrelief.test';

/** An address at the demo's domain or one below it (emails are stored lower-cased). */
export const isDemoAddress = (email: string) =>
  email.endsWith(`@${DEMO_EMAIL_DOMAIN}`) || email.endsWith(`.${DEMO_EMAIL_DOMAIN}`);

export type DemoUserKey = 'golfer' | 'owner' | 'admin';

export const DEMO_USERS: Record<
  DemoUserKey,
  { email: string; firstName: string; lastName: string; role: 'regular' | 'course_owner' | 'admin' }
> = {
  golfer: {
    email: 'golfer@demo.fairwayrelief.test',
    firstName: 'Casey',
    lastName: 'Golfer',
    role: 'regular',
  },
  owner: {
    email: 'owner@demo.fairwayrelief.test',
    firstName: 'Olivia',
    lastName: 'Owner',
    role: 'course_owner',
  },
  admin: { email: 'admin@demo.fairwayrelief.test', firstName: 'Adam', lastName: 'Admin', role: 'admin' },
};

export interface DemoCourse {
  key: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  ownedByDemoOwner?: true;
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    key: 'pinehurst-2',
    name: 'Pinehurst No. 2',
    city: 'Pinehurst',
    latitude: 35.19156,
    longitude: -79.46136,
  },
  { key: 'mid-pines', name: 'Mid Pines', city: 'Southern Pines', latitude: 35.19218, longitude: -79.39711 },
  {
    key: 'southern-pines',
    name: 'Southern Pines Golf Club',
    city: 'Southern Pines',
    latitude: 35.15839,
    longitude: -79.39756,
  },
  {
    key: 'lonnie-poole',
    name: 'Lonnie Poole Golf Course',
    city: 'Raleigh',
    latitude: 35.75806,
    longitude: -78.68067,
  },
  {
    key: 'wildwood-green',
    name: 'Wildwood Green Golf Club',
    city: 'Raleigh',
    latitude: 35.90947,
    longitude: -78.68958,
  },
  {
    key: 'hillandale',
    name: 'Hillandale Golf Course',
    city: 'Durham',
    latitude: 36.02238,
    longitude: -78.93915,
    ownedByDemoOwner: true,
  },
  {
    key: 'old-chatham',
    name: 'Old Chatham Golf Club',
    city: 'Durham',
    latitude: 35.84224,
    longitude: -78.93448,
    ownedByDemoOwner: true,
  },
  {
    key: 'myers-park',
    name: 'Myers Park Country Club',
    city: 'Charlotte',
    latitude: 35.17447,
    longitude: -80.83015,
  },
];

export interface DemoRestroom {
  key: string;
  course: string;
  name: string;
  locationType: 'clubhouse' | 'halfway-house' | 'on-course';
  holeNumber?: number;
  facilityType: 'permanent' | 'portable' | 'structure';
  gender: 'mens' | 'womens' | 'unisex';
  accessibility: boolean;
  /** A regular user's submission still awaiting the owner's review. */
  pending?: true;
  daysAgo: number;
}

const clubhouse = (course: string, daysAgo: number, name = 'Clubhouse Main'): DemoRestroom => ({
  key: `${course}/${name}`,
  course,
  name,
  locationType: 'clubhouse',
  facilityType: 'permanent',
  gender: 'unisex',
  accessibility: true,
  daysAgo,
});

const halfway = (
  course: string,
  daysAgo: number,
  name: string,
  facilityType: DemoRestroom['facilityType'],
) => ({
  key: `${course}/${name}`,
  course,
  name,
  locationType: 'halfway-house' as const,
  facilityType,
  gender: 'unisex' as const,
  accessibility: true,
  daysAgo,
});

const hole = (
  course: string,
  daysAgo: number,
  holeNumber: number,
  facilityType: DemoRestroom['facilityType'],
  accessibility: boolean,
): DemoRestroom => ({
  key: `${course}/Hole ${holeNumber} Restroom`,
  course,
  name: `Hole ${holeNumber} Restroom`,
  locationType: 'on-course',
  holeNumber,
  facilityType,
  gender: 'unisex',
  accessibility,
  daysAgo,
});

export const DEMO_RESTROOMS: DemoRestroom[] = [
  clubhouse('pinehurst-2', 60),
  { ...clubhouse('pinehurst-2', 58, 'Clubhouse Locker Room'), gender: 'mens' },
  halfway('pinehurst-2', 55, 'Turn House', 'structure'),
  clubhouse('mid-pines', 50),
  hole('mid-pines', 48, 12, 'portable', false),
  clubhouse('southern-pines', 45),
  halfway('southern-pines', 44, 'Halfway House', 'permanent'),
  clubhouse('lonnie-poole', 40),
  hole('lonnie-poole', 39, 5, 'structure', true),
  clubhouse('wildwood-green', 35),
  clubhouse('hillandale', 30),
  halfway('hillandale', 29, '9th Hole Halfway House', 'permanent'),
  { ...hole('hillandale', 2, 14, 'portable', false), pending: true },
  clubhouse('old-chatham', 25),
  { ...clubhouse('old-chatham', 25, 'Clubhouse Pro Shop'), gender: 'womens' },
  clubhouse('myers-park', 20),
  hole('myers-park', 19, 7, 'structure', false),
];

export interface DemoReview {
  restroom: string;
  by: DemoUserKey;
  rating: 1 | 2 | 3 | 4 | 5;
  comment?: string;
  daysAgo: number;
}

// Owners do not review their own courses (community guidelines), so the owner reviews elsewhere.
export const DEMO_REVIEWS: DemoReview[] = [
  {
    restroom: 'pinehurst-2/Clubhouse Main',
    by: 'golfer',
    rating: 5,
    comment: 'Spotless, well stocked, easy to find from the first tee.',
    daysAgo: 14,
  },
  {
    restroom: 'pinehurst-2/Clubhouse Main',
    by: 'owner',
    rating: 4,
    comment: 'Clean and bright. A short queue after the morning shotgun start.',
    daysAgo: 9,
  },
  {
    restroom: 'pinehurst-2/Turn House',
    by: 'golfer',
    rating: 4,
    comment: 'Right where you need it at the turn. Soap ran low late in the day.',
    daysAgo: 14,
  },
  { restroom: 'mid-pines/Clubhouse Main', by: 'golfer', rating: 5, daysAgo: 21 },
  {
    restroom: 'mid-pines/Hole 12 Restroom',
    by: 'golfer',
    rating: 2,
    comment: 'Portable unit, no sink and no hand sanitizer when I played.',
    daysAgo: 21,
  },
  {
    restroom: 'mid-pines/Hole 12 Restroom',
    by: 'admin',
    rating: 3,
    comment: 'Sanitizer was restocked on my visit. Still a portable.',
    daysAgo: 6,
  },
  {
    restroom: 'southern-pines/Halfway House',
    by: 'owner',
    rating: 4,
    comment: 'Good stop after nine; accessible ramp on the cart path side.',
    daysAgo: 12,
  },
  { restroom: 'lonnie-poole/Clubhouse Main', by: 'golfer', rating: 4, daysAgo: 30 },
  {
    restroom: 'lonnie-poole/Hole 5 Restroom',
    by: 'golfer',
    rating: 4,
    comment: 'Small block building behind the tee. Clean.',
    daysAgo: 30,
  },
  {
    restroom: 'hillandale/Clubhouse Main',
    by: 'golfer',
    rating: 3,
    comment: 'Fine, but the door lock sticks.',
    daysAgo: 10,
  },
  { restroom: 'hillandale/9th Hole Halfway House', by: 'golfer', rating: 4, daysAgo: 10 },
  {
    restroom: 'old-chatham/Clubhouse Main',
    by: 'admin',
    rating: 5,
    comment: 'Excellent. Towels, lotion, the works.',
    daysAgo: 8,
  },
  {
    restroom: 'myers-park/Hole 7 Restroom',
    by: 'owner',
    rating: 3,
    comment: 'Handy on the back of the front nine; a bit dim inside.',
    daysAgo: 5,
  },
];
