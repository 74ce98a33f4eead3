/**
 * Demo content for the zero-setup embedded database: three accounts (regular, course owner, admin),
 * a handful of real North Carolina courses, restrooms and reviews, all flagged is_sample. It runs
 * only on a database without users, in one transaction, so it never touches real data and never
 * runs twice.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { refreshCourseAggregates, refreshRestroomAggregates } from '../db/aggregates';
import type { Database } from '../db/client';
import { reportExpiry } from '../../shared/restroom-state';
import { unknownAmenities } from '../../shared/schemas';
import {
  courseOwners,
  courses,
  restroomConfirmations,
  restroomReports,
  restrooms,
  reviews,
  users,
} from '../db/schema';
import { detailColumns } from '../restrooms/columns';
import { DEMO_FIXED_REPORTS, DEMO_PLACES, DEMO_REPORTS, placeAt } from './demo-places';
import {
  DEMO_COURSES,
  DEMO_PASSWORD,
  DEMO_RESTROOMS,
  DEMO_REVIEWS,
  DEMO_USERS,
  type DemoUserKey,
} from './demo-data';

export { DEMO_PASSWORD, DEMO_USERS };

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Lookups in the fixed demo data cannot miss; if one does, the data itself is broken. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data is inconsistent: no ${what}`);
  return value;
}

/** Thrown inside the transaction to roll it back when another process got there first. */
class AlreadySeeded extends Error {}

async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Returns true when it seeded, false when the database already had users. */
export async function seedDemo(db: Database): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  // Hash outside the transaction: ~25 ms each, no reason to hold a transaction open meanwhile.
  const hashes = await Promise.all(
    (Object.keys(DEMO_USERS) as DemoUserKey[]).map(
      async (key) => [key, await hashPassword(DEMO_PASSWORD)] as const,
    ),
  );
  try {
    await db.transaction(async (tx) => {
      const userIds = await insertUsers(tx, new Map(hashes));
      const courseIds = await insertCourses(tx, userIds.owner);
      const restroomIds = await insertRestrooms(tx, courseIds, userIds);
      await insertReviews(tx, restroomIds, userIds);
      await insertStatus(tx, restroomIds, userIds);
      await refreshRestroomAggregates(tx, [...restroomIds.values()]);
      await refreshCourseAggregates(tx, [...courseIds.values()]);
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadySeeded) return false;
    throw error;
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertUsers(tx: Tx, hashes: Map<DemoUserKey, string>): Promise<Record<DemoUserKey, string>> {
  const keys = Object.keys(DEMO_USERS) as DemoUserKey[];
  const rows = await tx
    .insert(users)
    .values(
      keys.map((key) => ({
        ...DEMO_USERS[key],
        passwordHash: hashes.get(key) ?? null,
        isDemo: true,
        // The demo owner must be able to own its courses (only verified accounts may).
        emailVerifiedAt: new Date(),
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  // Two processes seeding one PostgreSQL at once: the loser inserts nothing and backs out.
  if (rows.length !== keys.length) throw new AlreadySeeded();
  const idOf = (key: DemoUserKey) =>
    must(
      rows.find((row) => row.email === DEMO_USERS[key].email),
      key,
    ).id;
  return { golfer: idOf('golfer'), owner: idOf('owner'), admin: idOf('admin') };
}

async function insertCourses(tx: Tx, ownerId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const course of DEMO_COURSES) {
    // The same course may already be there, imported from the same OSM extract (npm run import
    // before the first start): use it rather than list it twice. ~0.001° is about 100 m.
    const [imported] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(
        sql`lower(${courses.name}) = lower(${course.name})
          and abs(${courses.latitude} - ${course.latitude}::float8) < 0.001
          and abs(${courses.longitude} - ${course.longitude}::float8) < 0.001`,
      )
      .limit(1);
    const [row] = imported
      ? [imported]
      : await tx
          .insert(courses)
          .values({
            name: course.name,
            city: course.city,
            state: 'NC',
            latitude: course.latitude,
            longitude: course.longitude,
            isSample: true,
          })
          .returning({ id: courses.id });
    const id = must(row, course.key).id;
    ids.set(course.key, id);
    if (course.ownedByDemoOwner) await tx.insert(courseOwners).values({ courseId: id, userId: ownerId });
  }
  return ids;
}

async function insertRestrooms(
  tx: Tx,
  courseIds: Map<string, string>,
  userIds: Record<DemoUserKey, string>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const restroom of DEMO_RESTROOMS) {
    const owned = DEMO_COURSES.find((c) => c.key === restroom.course)?.ownedByDemoOwner === true;
    // Listings on owned courses come from their owner, the rest from the admin; both are trusted,
    // so those are approved and verified at once (docs/decisions.md §3). The pending one is the golfer's.
    const submitter = restroom.pending ? userIds.golfer : owned ? userIds.owner : userIds.admin;
    const createdAt = daysAgo(restroom.daysAgo);
    const course = must(
      DEMO_COURSES.find((c) => c.key === restroom.course),
      restroom.course,
    );
    const place = DEMO_PLACES[restroom.key] ?? {};
    const confirmedAt = place.confirmedDaysAgo === undefined ? null : daysAgo(place.confirmedDaysAgo);
    const [row] = await tx
      .insert(restrooms)
      .values({
        courseId: must(courseIds.get(restroom.course), restroom.course),
        name: restroom.name,
        locationType: restroom.locationType,
        holeNumber: restroom.holeNumber ?? null,
        facilityType: restroom.facilityType,
        gender: restroom.gender,
        accessibility: restroom.accessibility,
        status: restroom.pending ? 'pending' : 'approved',
        isVerified: !restroom.pending,
        submittedBy: submitter,
        reviewedBy: restroom.pending ? null : submitter,
        reviewedAt: restroom.pending ? null : createdAt,
        // The listing by its owner or the admin is their confirmation (docs/product.md §10).
        ownerConfirmedAt: restroom.pending ? null : createdAt,
        lastConfirmedAt: confirmedAt ?? (restroom.pending ? null : createdAt),
        ...detailColumns(
          {
            ...(place.at ? placeAt(course, place.at) : {}),
            access: place.access,
            accessNote: place.accessNote,
            season: place.season,
            openMonths: place.openMonths,
            openingHours: place.openingHours,
            amenities: { ...unknownAmenities(), ...place.amenities },
          },
          createdAt,
        ),
        isSample: true,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: restrooms.id });
    ids.set(restroom.key, must(row, restroom.key).id);
  }
  return ids;
}

async function insertReviews(
  tx: Tx,
  restroomIds: Map<string, string>,
  userIds: Record<DemoUserKey, string>,
): Promise<void> {
  await tx.insert(reviews).values(
    DEMO_REVIEWS.map((review) => ({
      restroomId: must(restroomIds.get(review.restroom), review.restroom),
      userId: userIds[review.by],
      rating: review.rating,
      comment: review.comment ?? null,
      isSample: true,
      createdAt: daysAgo(review.daysAgo),
      updatedAt: daysAgo(review.daysAgo),
    })),
  );
}

/** The golfers' confirmations of DEMO_PLACES, the live DEMO_REPORTS and DEMO_FIXED_REPORTS, dated from now. */
async function insertStatus(
  tx: Tx,
  restroomIds: Map<string, string>,
  userIds: Record<DemoUserKey, string>,
): Promise<void> {
  const confirmations = Object.entries(DEMO_PLACES).flatMap(([key, place]) =>
    place.confirmedDaysAgo === undefined
      ? []
      : [
          {
            restroomId: must(restroomIds.get(key), key),
            userId: userIds.golfer,
            createdAt: daysAgo(place.confirmedDaysAgo),
          },
        ],
  );
  if (confirmations.length > 0) await tx.insert(restroomConfirmations).values(confirmations);
  const now = new Date();
  await tx.insert(restroomReports).values(
    DEMO_REPORTS.map((report) => {
      const createdAt = new Date(now.getTime() - report.minutesAgo * 60_000);
      const place = DEMO_PLACES[report.restroom] ?? {};
      return {
        restroomId: must(restroomIds.get(report.restroom), report.restroom),
        userId: userIds[report.by],
        kind: report.kind,
        note: report.note ?? null,
        createdAt,
        expiresAt: reportExpiry(report.kind, createdAt, {
          season: place.season ?? 'unknown',
          openMonths: place.openMonths ?? [],
        }),
      };
    }),
  );
  // The golfer's past reports the owner fixed: the Analytics tab's history (docs/product.md §12).
  await tx.insert(restroomReports).values(
    DEMO_FIXED_REPORTS.map((report) => {
      const createdAt = daysAgo(report.daysAgo);
      return {
        restroomId: must(restroomIds.get(report.restroom), report.restroom),
        userId: userIds.golfer,
        kind: report.kind,
        createdAt,
        expiresAt: reportExpiry(report.kind, createdAt, { season: 'unknown', openMonths: [] }),
        resolvedAt: new Date(createdAt.getTime() + report.fixedAfterHours * 3_600_000),
        resolvedBy: userIds.owner,
        resolution: 'fixed',
      };
    }),
  );
}

/** The demo accounts of this database that still sign in (to print their sign-ins at start). */
export async function presentDemoAccounts(db: Database): Promise<(typeof DEMO_USERS)[DemoUserKey][]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isDemo, true), isNotNull(users.passwordHash)));
  const present = new Set(rows.map((r) => r.email));
  return Object.values(DEMO_USERS).filter((u) => present.has(u.email));
}
