/**
 * PUT /api/owner/courses/:id/setup (docs/product.md §12, "Set up in two minutes"): an owner of the
 * course (or an admin) says where its restrooms are, and the whole of it is applied in the
 * request's one transaction, under the course lock (db/consistency.ts):
 *
 * - each place the set-up lists updates the listed restroom it names (`restroomId`), else the
 *   course's listed restroom at that place (the clubhouse, the halfway house, that hole) not taken
 *   by another row, else lists a new one; either way approved and owner-confirmed now (§10);
 * - the restrooms the owner took off the form (`remove`) are removed, history kept (§13);
 * - the course's questions are settled by the owner's word (questions/owner-word.ts).
 *
 * So the same set-up sent twice, under one Idempotency-Key or two, leaves one restroom per row.
 */
import { RESTROOM_NAME_CHOICES } from '../../shared/restroom-constants';
import { isUuid, type CourseSetup, type CourseSetupResult } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import { refreshCourseAggregates } from '../db/aggregates';
import type { Executor } from '../db/client';
import { lockCourse } from '../db/consistency';
import { ApiError } from '../http/envelope';
import { settleByOwner } from '../questions/owner-word';
import { detailColumns } from '../restrooms/columns';
import { checkOpeningHours } from '../restrooms/hours';
import { insertRestroom, type RestroomRow } from '../restrooms/queries';
import { markRemoved } from '../restrooms/removal';
import { canModerate, listCourseRestrooms } from '../restrooms/service';
import { listListedRooms, updateSetupRow } from './queries';

const NOT_YOUR_COURSE_SETUP = 'You can only set up the restrooms of your own courses';
const COURSE_NOT_FOUND = 'Course not found';

type Details = CourseSetup['onCourse'][number];
/** One row of the set-up: where it is, and what the owner said of it. */
interface Place {
  /** Where the row is in the body, for a refusal's field path. */
  path: string;
  locationType: 'clubhouse' | 'halfway-house' | 'on-course';
  hole: number | null;
  facilityType: 'portable' | 'permanent' | null;
  details: Omit<Details, 'hole' | 'facilityType'>;
}

function placesOf(setup: CourseSetup): Place[] {
  const places: Place[] = [];
  if (setup.clubhouse) {
    places.push({
      path: 'clubhouse',
      locationType: 'clubhouse',
      hole: null,
      facilityType: null,
      details: setup.clubhouse,
    });
  }
  if (setup.halfwayHouse) {
    // The hole it comes after is its holeNumber: the round's order reads it (docs/product.md §12).
    const { afterHole, ...details } = setup.halfwayHouse;
    places.push({
      path: 'halfwayHouse',
      locationType: 'halfway-house',
      hole: afterHole,
      facilityType: null,
      details,
    });
  }
  for (const [index, { hole, facilityType, ...details }] of setup.onCourse.entries()) {
    places.push({ path: `onCourse.${index}`, locationType: 'on-course', hole, facilityType, details });
  }
  return places;
}

const samePlace = (row: RestroomRow, place: Place) =>
  row.locationType === place.locationType &&
  (place.locationType !== 'on-course' || row.holeNumber === place.hole);

/**
 * The listed restroom each place updates (or null: a new one). Named ones first, so a row without
 * a name never takes the restroom another row names; a restroom to be removed is nobody's.
 */
function matchPlaces(places: Place[], rooms: RestroomRow[], removing: Set<string>): (RestroomRow | null)[] {
  const taken = new Set<string>();
  const free = (row: RestroomRow) => !taken.has(row.id) && !removing.has(row.id);
  const matched = places.map((place) => {
    const named = rooms.find((row) => row.id === place.details.restroomId && free(row));
    if (named) taken.add(named.id);
    return named ?? null;
  });
  return places.map((place, index) => {
    const found = matched[index] ?? rooms.find((row) => free(row) && samePlace(row, place)) ?? null;
    if (found) taken.add(found.id);
    return found;
  });
}

/** A generic on-course name follows its hole ("Hole 7 Restroom"); a name of the owner's own stays. */
const GENERIC_ON_COURSE = /^(hole \d+ restroom|on-course restroom)$/i;

function nameOf(place: Place, row: RestroomRow | null): string {
  if (place.locationType === 'on-course') {
    const generic = `Hole ${place.hole} Restroom`;
    return !row || GENERIC_ON_COURSE.test(row.name) ? generic : row.name;
  }
  if (row) return row.name;
  return place.locationType === 'clubhouse'
    ? RESTROOM_NAME_CHOICES.clubhouse[0]
    : RESTROOM_NAME_CHOICES['halfway-house'][0];
}

async function applyPlace(
  tx: Executor,
  user: AuthUser,
  courseId: string,
  place: Place,
  row: RestroomRow | null,
  now: Date,
): Promise<void> {
  // The set-up does not move a restroom: a listed one keeps its pin, a new one has none yet.
  const position = { latitude: row?.latitude ?? null, longitude: row?.longitude ?? null };
  const shared = {
    name: nameOf(place, row),
    locationType: place.locationType,
    holeNumber: place.hole,
    ...detailColumns({ ...place.details, ...position }, now),
    status: 'approved',
    isVerified: true,
    // The owner's set-up is their confirmation, dated (docs/product.md §10).
    ownerConfirmedAt: now,
    lastConfirmedAt: now,
  } as const;
  if (row) {
    const stated = place.facilityType !== null;
    await updateSetupRow(tx, row.id, {
      ...shared,
      facilityType: place.facilityType ?? row.facilityType,
      unstated: stated ? row.unstated.filter((field) => field !== 'facilityType') : row.unstated,
      // A pending submission the owner keeps is approved by them, as a decision would (§4).
      ...(row.status === 'pending' ? { reviewedBy: user.id, reviewedAt: now } : {}),
    });
    return;
  }
  await insertRestroom(tx, {
    ...shared,
    courseId,
    facilityType: place.facilityType ?? 'permanent',
    gender: 'unisex',
    // The set-up asks neither who the restroom is for nor, but out on the course, its type (§11).
    unstated: place.facilityType ? ['gender'] : ['facilityType', 'gender'],
    accessibility: false,
    submittedBy: user.id,
    reviewedBy: user.id,
    reviewedAt: now,
  });
}

export async function applyCourseSetup(
  tx: Executor,
  user: AuthUser,
  courseId: string,
  setup: CourseSetup,
  now: Date,
): Promise<CourseSetupResult> {
  if (!isUuid(courseId) || !(await lockCourse(tx, courseId)))
    throw new ApiError(404, 'course_not_found', COURSE_NOT_FOUND);
  if (!(await canModerate(tx, user, courseId)))
    throw new ApiError(403, 'not_your_course', NOT_YOUR_COURSE_SETUP);
  const places = placesOf(setup);
  // Every refusal before the first change (idempotency/transaction.ts).
  for (const place of places) checkOpeningHours(place.details.openingHours, `${place.path}.openingHours`);

  const rooms = await listListedRooms(tx, courseId);
  const removing = new Set(setup.remove);
  const matched = matchPlaces(places, rooms, removing);
  for (const [index, place] of places.entries()) {
    await applyPlace(tx, user, courseId, place, matched[index] ?? null, now);
  }
  const kept = new Set(matched.flatMap((row) => (row ? [row.id] : [])));
  for (const row of rooms) {
    if (removing.has(row.id) && !kept.has(row.id)) await markRemoved(tx, row, user.id, now);
  }
  await refreshCourseAggregates(tx, [courseId]);

  const facts = await settleByOwner(
    tx,
    { courseId, userId: user.id },
    {
      clubhouse: setup.clubhouse !== null,
      onCourse: setup.halfwayHouse !== null || setup.onCourse.length > 0,
      holes: setup.onCourse.map((row) => row.hole),
    },
    now,
  );
  return { restrooms: await listCourseRestrooms(tx, courseId, now), facts };
}
