/**
 * Sample content for the embedded demo. Course names, towns and positions are copied from
 * OpenStreetMap (© OpenStreetMap contributors, ODbL 1.0) via the project's extract of
 * leisure=golf_course points. Street addresses, ZIP codes and phones are left blank on purpose:
 * the extract has none and the demo must not invent them. Pinehurst No. 2 has no addr:city tag in
 * OSM; its town is the one in its name. Restrooms and reviews are fictional and marked is_sample.
 */

export const DEMO_PASSWORD = 'fairway-demo';

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

const clubhouse = (course: string, daysAgo: number): DemoRestroom => ({
  key: `${course}/clubhouse`,
  course,
  name: 'Clubhouse Main',
  locationType: 'clubhouse',
  facilityType: 'permanent',
  gender: 'unisex',
  accessibility: true,
  daysAgo,
});

export const DEMO_RESTROOMS: DemoRestroom[] = [
  clubhouse('pinehurst-2', 60),
  {
    ...clubhouse('pinehurst-2', 58),
    key: 'pinehurst-2/locker',
    name: 'Clubhouse Locker Room',
    gender: 'mens',
  },
  {
    key: 'pinehurst-2/turn',
    course: 'pinehurst-2',
    name: 'Turn House',
    locationType: 'halfway-house',
    facilityType: 'structure',
    gender: 'unisex',
    accessibility: true,
    daysAgo: 55,
  },
  clubhouse('mid-pines', 50),
  {
    key: 'mid-pines/h12',
    course: 'mid-pines',
    name: 'Hole 12 Restroom',
    locationType: 'on-course',
    holeNumber: 12,
    facilityType: 'portable',
    gender: 'unisex',
    accessibility: false,
    daysAgo: 48,
  },
  clubhouse('southern-pines', 45),
  {
    key: 'southern-pines/halfway',
    course: 'southern-pines',
    name: 'Halfway House',
    locationType: 'halfway-house',
    facilityType: 'permanent',
    gender: 'unisex',
    accessibility: true,
    daysAgo: 44,
  },
  clubhouse('lonnie-poole', 40),
  {
    key: 'lonnie-poole/h5',
    course: 'lonnie-poole',
    name: 'Hole 5 Restroom',
    locationType: 'on-course',
    holeNumber: 5,
    facilityType: 'structure',
    gender: 'unisex',
    accessibility: true,
    daysAgo: 39,
  },
  clubhouse('wildwood-green', 35),
  clubhouse('hillandale', 30),
  {
    key: 'hillandale/turn',
    course: 'hillandale',
    name: '9th Hole Halfway House',
    locationType: 'halfway-house',
    facilityType: 'permanent',
    gender: 'unisex',
    accessibility: true,
    daysAgo: 29,
  },
  {
    key: 'hillandale/h14',
    course: 'hillandale',
    name: 'Hole 14 Restroom',
    locationType: 'on-course',
    holeNumber: 14,
    facilityType: 'portable',
    gender: 'unisex',
    accessibility: false,
    pending: true,
    daysAgo: 2,
  },
  clubhouse('old-chatham', 25),
  {
    ...clubhouse('old-chatham', 25),
    key: 'old-chatham/pro-shop',
    name: 'Clubhouse Pro Shop',
    gender: 'womens',
  },
  clubhouse('myers-park', 20),
  {
    key: 'myers-park/h7',
    course: 'myers-park',
    name: 'Hole 7 Restroom',
    locationType: 'on-course',
    holeNumber: 7,
    facilityType: 'structure',
    gender: 'unisex',
    accessibility: false,
    daysAgo: 19,
  },
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
    restroom: 'pinehurst-2/clubhouse',
    by: 'golfer',
    rating: 5,
    comment: 'Spotless, well stocked, easy to find from the first tee.',
    daysAgo: 14,
  },
  {
    restroom: 'pinehurst-2/clubhouse',
    by: 'owner',
    rating: 4,
    comment: 'Clean and bright. A short queue after the morning shotgun start.',
    daysAgo: 9,
  },
  {
    restroom: 'pinehurst-2/turn',
    by: 'golfer',
    rating: 4,
    comment: 'Right where you need it at the turn. Soap ran low late in the day.',
    daysAgo: 14,
  },
  { restroom: 'mid-pines/clubhouse', by: 'golfer', rating: 5, daysAgo: 21 },
  {
    restroom: 'mid-pines/h12',
    by: 'golfer',
    rating: 2,
    comment: 'Portable unit, no sink and no hand sanitizer when I played.',
    daysAgo: 21,
  },
  {
    restroom: 'mid-pines/h12',
    by: 'admin',
    rating: 3,
    comment: 'Sanitizer was restocked on my visit. Still a portable.',
    daysAgo: 6,
  },
  {
    restroom: 'southern-pines/halfway',
    by: 'owner',
    rating: 4,
    comment: 'Good stop after nine; accessible ramp on the cart path side.',
    daysAgo: 12,
  },
  { restroom: 'lonnie-poole/clubhouse', by: 'golfer', rating: 4, daysAgo: 30 },
  {
    restroom: 'lonnie-poole/h5',
    by: 'golfer',
    rating: 4,
    comment: 'Small block building behind the tee. Clean.',
    daysAgo: 30,
  },
  {
    restroom: 'hillandale/clubhouse',
    by: 'golfer',
    rating: 3,
    comment: 'Fine, but the door lock sticks.',
    daysAgo: 10,
  },
  { restroom: 'hillandale/turn', by: 'golfer', rating: 4, daysAgo: 10 },
  {
    restroom: 'old-chatham/clubhouse',
    by: 'admin',
    rating: 5,
    comment: 'Excellent. Towels, lotion, the works.',
    daysAgo: 8,
  },
  {
    restroom: 'myers-park/h7',
    by: 'owner',
    rating: 3,
    comment: 'Handy on the back of the front nine; a bit dim inside.',
    daysAgo: 5,
  },
];
