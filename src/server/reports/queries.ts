/**
 * SQL of live status reports and confirmations (docs/product.md §10). A report is active while it
 * is unresolved and its `expires_at` (if any) is later than `now`; `now` comes from the request
 * (app.ts), so tests move the clock instead of sleeping. Dates in raw SQL go as ISO text with a
 * cast: postgres.js does not serialise a Date there, PGlite does.
 */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ActiveReport } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor } from '../db/client';
import { courses, restroomConfirmations, restroomReports, restrooms, users } from '../db/schema';
import { inScope } from '../owner/queries';

export type ReportRow = typeof restroomReports.$inferSelect;
type ReportKind = ActiveReport['kind'];

/** The active-report rule; `now` may be a placeholder of a prepared statement (course-restrooms.ts). */
export const activeAt = (now: Date | SQL): SQL =>
  sql`${isNull(restroomReports.resolvedAt)} and (${restroomReports.expiresAt} is null or ${gt(restroomReports.expiresAt, now)})`;

/**
 * Per restroom, its active reports grouped by kind (count, newest, latest expiry), kinds in a fixed
 * order; of every restroom when `restroomIds` is 'all' (the export: active reports are few, one
 * query beats one per page).
 */
export async function listActiveSummaries(
  db: Executor,
  restroomIds: string[] | 'all',
  now: Date,
): Promise<Map<string, ActiveReport[]>> {
  const summaries = new Map<string, ActiveReport[]>();
  if (restroomIds.length === 0) return summaries;
  const rows = await db
    .select({
      restroomId: restroomReports.restroomId,
      kind: restroomReports.kind,
      count: sql<number>`count(*)::int`,
      lastReportedAt: sql<string>`max(${restroomReports.createdAt})`,
      // null as soon as one of them never expires ("gone").
      expiresAt: sql<
        string | null
      >`case when bool_or(${restroomReports.expiresAt} is null) then null else max(${restroomReports.expiresAt}) end`,
      byOwner: sql<boolean>`bool_or(${restroomReports.byOwner})`,
    })
    .from(restroomReports)
    .where(
      restroomIds === 'all'
        ? activeAt(now)
        : and(inArray(restroomReports.restroomId, restroomIds), activeAt(now)),
    )
    .groupBy(restroomReports.restroomId, restroomReports.kind)
    .orderBy(restroomReports.restroomId, restroomReports.kind);
  for (const row of rows) {
    const list = summaries.get(row.restroomId) ?? [];
    list.push({
      kind: row.kind as ReportKind,
      count: row.count,
      lastReportedAt: new Date(row.lastReportedAt).toISOString(),
      expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
      byOwner: row.byOwner,
    });
    summaries.set(row.restroomId, list);
  }
  return summaries;
}

/** A restroom's active reports, newest first. */
export async function listActiveReports(db: Executor, restroomId: string, now: Date): Promise<ReportRow[]> {
  return db
    .select()
    .from(restroomReports)
    .where(and(eq(restroomReports.restroomId, restroomId), activeAt(now)))
    .orderBy(desc(restroomReports.createdAt), asc(restroomReports.id));
}

export async function findActiveReportOf(
  db: Executor,
  restroomId: string,
  userId: string,
  kind: ReportKind,
  now: Date,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(restroomReports)
    .where(
      and(
        eq(restroomReports.restroomId, restroomId),
        eq(restroomReports.userId, userId),
        eq(restroomReports.kind, kind),
        activeAt(now),
      ),
    )
    .limit(1);
  return row;
}

/** The report this user sent under this Idempotency-Key, settled or not. */
export async function findReportByKey(
  db: Executor,
  userId: string,
  requestKey: string,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(restroomReports)
    .where(and(eq(restroomReports.userId, userId), eq(restroomReports.requestKey, requestKey)))
    .limit(1);
  return row;
}

export async function insertReport(
  db: Executor,
  fields: Pick<
    ReportRow,
    'restroomId' | 'userId' | 'byOwner' | 'kind' | 'note' | 'createdAt' | 'expiresAt' | 'requestKey'
  > & { viaSign?: boolean },
): Promise<ReportRow> {
  const [row] = await db.insert(restroomReports).values(fields).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function findReport(db: Executor, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(restroomReports).where(eq(restroomReports.id, id)).limit(1);
  return row;
}

/**
 * Settles the restroom's active reports made up to `now`: of the given kinds, or (kinds undefined)
 * of every kind but those in `except`. Answers how many it settled.
 */
export async function resolveReports(
  db: Executor,
  target: { restroomId: string; kinds?: ReportKind[]; except?: ReportKind[] },
  outcome: { resolution: 'fixed' | 'dismissed' | 'removed' | 'confirmed'; resolvedBy: string; now: Date },
): Promise<number> {
  const rows = await db
    .update(restroomReports)
    .set({ resolvedAt: outcome.now, resolvedBy: outcome.resolvedBy, resolution: outcome.resolution })
    .where(
      and(
        eq(restroomReports.restroomId, target.restroomId),
        activeAt(outcome.now),
        target.kinds ? inArray(restroomReports.kind, target.kinds) : undefined,
        target.except?.length ? notInArray(restroomReports.kind, target.except) : undefined,
      ),
    )
    .returning({ id: restroomReports.id });
  return rows.length;
}

export interface OpenReportGroup {
  id: string;
  /** Every open report of the group, newest first (a push or e-mail names one of them). */
  reportIds: string[];
  restroomId: string;
  restroomName: string;
  courseId: string;
  courseName: string;
  kind: string;
  count: number;
  /** Of them, reports through the restroom's door sign (no account). */
  viaSign: number;
  notes: string[];
  firstReportedAt: string;
  lastReportedAt: string;
  expiresAt: string | null;
}

/**
 * The owner's queue: active reports of listed restrooms in the moderator's scope, one row per
 * restroom and kind, "gone" first (it waits for them), then the newest.
 */
export async function listOpenReportGroups(
  db: Executor,
  user: AuthUser,
  now: Date,
): Promise<OpenReportGroup[]> {
  const rows = await db
    .select({
      id: sql<string>`(array_agg(${restroomReports.id} order by ${restroomReports.createdAt} desc, ${restroomReports.id}))[1]`,
      reportIds: sql<
        string[]
      >`array_agg(${restroomReports.id}::text order by ${restroomReports.createdAt} desc, ${restroomReports.id})`,
      restroomId: restroomReports.restroomId,
      restroomName: restrooms.name,
      courseId: courses.id,
      courseName: courses.name,
      kind: restroomReports.kind,
      count: sql<number>`count(*)::int`,
      viaSign: sql<number>`(count(*) filter (where ${restroomReports.viaSign}))::int`,
      // No NULLs in the array: postgres.js reads a NULL inside a text[] as the string "NULL".
      notes: sql<
        string[]
      >`coalesce(array_agg(${restroomReports.note} order by ${restroomReports.createdAt} desc)
        filter (where ${restroomReports.note} is not null), '{}')`,
      firstReportedAt: sql<string>`min(${restroomReports.createdAt})`,
      lastReportedAt: sql<string>`max(${restroomReports.createdAt})`,
      expiresAt: sql<
        string | null
      >`case when bool_or(${restroomReports.expiresAt} is null) then null else max(${restroomReports.expiresAt}) end`,
    })
    .from(restroomReports)
    .innerJoin(restrooms, eq(restrooms.id, restroomReports.restroomId))
    .innerJoin(courses, eq(courses.id, restrooms.courseId))
    .where(and(activeAt(now), inArray(restrooms.status, ['pending', 'approved']), inScope(user)))
    .groupBy(restroomReports.restroomId, restroomReports.kind, restrooms.name, courses.id, courses.name)
    .orderBy(
      sql`${restroomReports.kind} = 'gone' desc`,
      sql`max(${restroomReports.createdAt}) desc`,
      restroomReports.restroomId,
    );
  return rows.map((row) => ({
    ...row,
    firstReportedAt: new Date(row.firstReportedAt).toISOString(),
    lastReportedAt: new Date(row.lastReportedAt).toISOString(),
    expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
  }));
}

export async function insertConfirmation(
  db: Executor,
  fields: { restroomId: string; userId: string; byOwner: boolean; createdAt: Date },
): Promise<void> {
  await db.insert(restroomConfirmations).values(fields);
}

/** The golfers with a verified email who confirmed the restroom at or after `since`. */
export async function verifiedConfirmersSince(
  db: Executor,
  restroomId: string,
  since: Date,
): Promise<Set<string>> {
  const rows = await db
    .select({ userId: restroomConfirmations.userId })
    .from(restroomConfirmations)
    .innerJoin(users, eq(users.id, restroomConfirmations.userId))
    .where(
      and(
        eq(restroomConfirmations.restroomId, restroomId),
        gte(restroomConfirmations.createdAt, since),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** When this user last confirmed the restroom (a second tap within the hour changes nothing). */
export async function lastConfirmationBy(
  db: Executor,
  restroomId: string,
  userId: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: restroomConfirmations.createdAt })
    .from(restroomConfirmations)
    .where(and(eq(restroomConfirmations.restroomId, restroomId), eq(restroomConfirmations.userId, userId)))
    .orderBy(desc(restroomConfirmations.createdAt))
    .limit(1);
  return row?.createdAt;
}
