/** Courses for the offline store tests: a few in North Carolina, one in South Carolina. */
import type { Course } from '../../../../src/shared/schemas/courses';

export function course(id: string, overrides: Partial<Course> = {}): Course {
  const latitude = overrides.latitude ?? 35.7;
  const longitude = overrides.longitude ?? -78.7;
  return {
    _id: id,
    name: `Course ${id}`,
    address: '',
    city: 'Raleigh',
    state: 'NC',
    country: 'US',
    region: `US-${overrides.state ?? 'NC'}`,
    zipCode: '27601',
    latitude,
    longitude,
    location: { type: 'Point', coordinates: [longitude, latitude] },
    averageRating: 0,
    totalReviews: 0,
    totalRestrooms: 0,
    verifiedRestrooms: 0,
    ...overrides,
  };
}

export const RALEIGH = { latitude: 35.7796, longitude: -78.6382 };

export const COURSES: Course[] = [
  course('a', {
    name: 'Lonnie Poole Golf Course',
    latitude: 35.75806,
    longitude: -78.68067,
    averageRating: 4.5,
    verifiedRestrooms: 2,
  }),
  course('b', {
    name: 'Wildwood Green Golf Club',
    latitude: 35.90947,
    longitude: -78.68958,
    averageRating: 3,
  }),
  course('c', {
    name: 'Hillandale Golf Course',
    city: 'Durham',
    latitude: 36.02238,
    longitude: -78.93915,
    averageRating: 4,
    verifiedRestrooms: 1,
  }),
  course('d', {
    name: 'pinehurst No. 2',
    city: 'Pinehurst',
    latitude: 35.19156,
    longitude: -79.46136,
    averageRating: 5,
  }),
  course('e', {
    name: 'Myers Park Country Club',
    city: 'Charlotte',
    latitude: 35.17447,
    longitude: -80.83015,
  }),
  course('f', {
    name: 'Harbour Town Golf Links',
    city: 'Hilton Head Island',
    state: 'SC',
    latitude: 32.1387,
    longitude: -80.8123,
    averageRating: 4.5,
    verifiedRestrooms: 1,
  }),
];
