/**
 * What a settled answer changes on the course (docs/product.md §13): a settled "yes" at the
 * clubhouse lists a Clubhouse restroom at the course's point (approximate, source "golfers"); a
 * settled "yes" at hole N lists a restroom there, where the golfers who stood at it said; a settled
 * amenity answer fills an unknown amenity. Listed like any other: it takes reviews, reports and
 * confirmations. An owner's word makes it verified, as their own listing is.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { RESTROOM_NAME_CHOICES } from '../../shared/restroom-constants';
import { refreshCourseAggregates } from '../db/aggregates';
import type { Executor } from '../db/client';
import { restrooms } from '../db/schema';
import { detailColumns } from '../restrooms/columns';
import { insertRestroom, type RestroomRow } from '../restrooms/queries';

export interface Settler {
  /** An owner of the course or an admin settled it (else two golfers did). */
  byOwner: boolean;
  userId: string;
}

type Place =
  | { locationType: 'clubhouse' }
  | { locationType: 'on-course'; hole: number; position: { latitude: number; longitude: number } | null };

/** The clubhouse's name among the spec's choices, so a golfer adding it later finds it listed. */
const CLUBHOUSE_NAME = RESTROOM_NAME_CHOICES.clubhouse[0];

export async function listFromAnswers(
  tx: Executor,
  courseId: string,
  place: Place,
  settler: Settler,
  now: Date,
): Promise<RestroomRow> {
  const onCourse = place.locationType === 'on-course';
  const row = await insertRestroom(tx, {
    courseId,
    name: onCourse ? `Hole ${place.hole} Restroom` : CLUBHOUSE_NAME,
    locationType: place.locationType,
    holeNumber: onCourse ? place.hole : null,
    facilityType: 'permanent',
    gender: 'unisex',
    // "Is there a restroom?" says nothing of its type or who may use it (docs/product.md §11).
    unstated: ['facilityType', 'gender'],
    accessibility: false,
    ...detailColumns(onCourse && place.position ? place.position : {}, now),
    status: 'approved',
    isVerified: settler.byOwner,
    source: 'golfers',
    submittedBy: null,
    reviewedBy: settler.byOwner ? settler.userId : null,
    reviewedAt: settler.byOwner ? now : null,
    // Golfers at the course just said it is there: confirmed today.
    lastConfirmedAt: now,
    ownerConfirmedAt: settler.byOwner ? now : null,
  });
  await refreshCourseAggregates(tx, [courseId]);
  return row;
}

/** The mean of where the golfers stood: a few metres apart at most, so a plain mean will do. */
export function meanPosition(points: readonly { latitude: number; longitude: number }[]) {
  if (points.length === 0) return null;
  const sum = points.reduce(
    (acc, point) => ({ latitude: acc.latitude + point.latitude, longitude: acc.longitude + point.longitude }),
    { latitude: 0, longitude: 0 },
  );
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}

const AMENITY_COLUMNS = { soap: restrooms.soap, step_free: restrooms.stepFree } as const;

/**
 * Fills the amenity a settled answer is about: only while it is unknown, unless an owner said so
 * (their word wins, as it does over OpenStreetMap's).
 */
export async function setAmenity(
  tx: Executor,
  restroomId: string,
  amenity: keyof typeof AMENITY_COLUMNS,
  value: boolean,
  settler: Settler,
  now: Date,
): Promise<void> {
  const column = AMENITY_COLUMNS[amenity];
  await tx
    .update(restrooms)
    .set({
      [amenity === 'soap' ? 'soap' : 'stepFree']: value,
      lastConfirmedAt: now,
      ...(settler.byOwner ? { ownerConfirmedAt: now } : {}),
    })
    .where(and(eq(restrooms.id, restroomId), settler.byOwner ? undefined : isNull(column)));
}
