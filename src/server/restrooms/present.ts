/**
 * A restroom row as the API shows it (docs/product.md §3, docs/decisions.md §2): `_id`, ISO timestamps and
 * the feedback tallies `{ helpful: { count, users[] }, invalid: { count, users[] } }`; past the spec
 * (docs/product.md §10) its position, access, season, amenities, freshness and live status.
 */
import type { HoursPlace } from '../../shared/hours/judge';
import { maskToMonths } from '../../shared/restroom-state';
import type { ActiveReport, Feedback, Restroom } from '../../shared/schemas';
import { hoursAnswer } from './hours';
import type { FeedbackRow, RestroomRow } from './queries';

const emptyFeedback = (): Feedback => ({
  helpful: { count: 0, users: [] },
  invalid: { count: 0, users: [] },
});

export function feedbackByRestroom(rows: FeedbackRow[]): Map<string, Feedback> {
  const tallies = new Map<string, Feedback>();
  for (const row of rows) {
    let feedback = tallies.get(row.restroomId);
    if (!feedback) {
      feedback = emptyFeedback();
      tallies.set(row.restroomId, feedback);
    }
    const tally = row.kind === 'helpful' ? feedback.helpful : feedback.invalid;
    tally.users.push(row.userId);
    tally.count += 1;
  }
  return tallies;
}

/**
 * What a restroom answer shows besides its row: tallies, the reports active at `now`, and its
 * course's point, where its hours are judged (docs/product.md §10).
 */
export interface RestroomExtras {
  feedback?: Feedback;
  reports?: ActiveReport[];
  course?: HoursPlace;
}

export function presentRestroom(row: RestroomRow, now: Date, extras: RestroomExtras = {}): Restroom {
  const season = row.season as Restroom['season'];
  const openMonths = maskToMonths(row.openMonths);
  const activeReports = extras.reports ?? [];
  const openingHours = row.openingHours;
  const hours = hoursAnswer({ openingHours, season, openMonths, activeReports }, extras.course, now);
  return {
    _id: row.id,
    courseId: row.courseId,
    name: row.name,
    locationType: row.locationType as Restroom['locationType'],
    holeNumber: row.holeNumber,
    facilityType: row.facilityType as Restroom['facilityType'],
    gender: row.gender as Restroom['gender'],
    accessibility: row.accessibility,
    isVerified: row.isVerified,
    status: row.status as Restroom['status'],
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
    submittedBy: row.submittedBy,
    createdAt: row.createdAt.toISOString(),
    feedback: extras.feedback ?? emptyFeedback(),
    latitude: row.latitude,
    longitude: row.longitude,
    // Without a position of its own it is placed at its course: distances to it are approximate.
    approximate: row.latitude === null || row.longitude === null,
    access: row.access as Restroom['access'],
    accessNote: row.accessNote,
    season,
    openMonths,
    amenities: {
      handwashing: row.handwashing,
      soap: row.soap,
      babyChanging: row.babyChanging,
      stepFree: row.stepFree,
      grabBars: row.grabBars,
      wideDoor: row.wideDoor,
      turningSpace: row.turningSpace,
    },
    lastConfirmedAt: row.lastConfirmedAt?.toISOString() ?? null,
    ownerConfirmedAt: row.ownerConfirmedAt?.toISOString() ?? null,
    activeReports,
    openingHours,
    ...hours,
    source: row.source as Restroom['source'],
    osmId: row.osmId,
    unstated: row.unstated as Restroom['unstated'],
    courseLatitude: extras.course?.latitude ?? null,
    courseLongitude: extras.course?.longitude ?? null,
  };
}
