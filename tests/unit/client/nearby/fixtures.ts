/** Nearby answers for the nearby screen's tests: restrooms around a golfer on Pinehurst No. 2. */
import type { NearbyRestroom } from '../../../../src/shared/schemas/restrooms';
import type { ActiveReport } from '../../../../src/shared/schemas/restroom-details';
import { detailsAnswerOf } from '../../../../src/shared/schemas/restroom-details';

export const GOLFER = { latitude: 35.19, longitude: -79.47 };

const MINUTE = 60_000;

/** An ISO time `minutes` from now (negative: in the past). */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/** An active report of `kind`, made `minutesAgo` minutes ago, ending in `minutesLeft`. */
export function report(kind: ActiveReport['kind'], minutesAgo: number, minutesLeft = 60): ActiveReport {
  return {
    kind,
    count: 1,
    lastReportedAt: minutesFromNow(-minutesAgo),
    expiresAt: minutesFromNow(minutesLeft),
  };
}

/** The nth nearby restroom (n from 1); `position` null: placed at its course (approximate). */
export function nearby(
  n: number,
  name: string,
  distance: number,
  position: { latitude: number; longitude: number } | null,
  extra: Partial<NearbyRestroom> = {},
): NearbyRestroom {
  return {
    _id: `0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0d0${n}`,
    courseId: `0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0e0${n}`,
    courseName: `Course ${n}`,
    // The course's point, north-east of the golfer's (the tests' position) unless a test says otherwise.
    courseLatitude: 35.7796 + 0.005 * n,
    courseLongitude: -78.6382 + 0.005 * n,
    name,
    locationType: 'clubhouse',
    holeNumber: null,
    facilityType: 'permanent',
    gender: 'unisex',
    accessibility: false,
    isVerified: true,
    status: 'approved',
    averageRating: 0,
    totalReviews: 0,
    submittedBy: null,
    createdAt: '2026-01-13T12:00:00.000Z',
    feedback: { helpful: { count: 0, users: [] }, invalid: { count: 0, users: [] } },
    ...detailsAnswerOf(position ?? {}, new Date()),
    distance,
    ...extra,
  };
}
