/**
 * The export's reads (docs/product.md §11): the whole catalogue in pages ordered by id (keyset, so
 * each page is one index range however far in), and one cheap summary that changes whenever the
 * export's content does, for its validator.
 */
import { and, asc, eq, getTableColumns, gt, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courseAreas, courses, restroomReports, restrooms } from '../db/schema';
import type { CourseRow } from '../courses/queries';
import type { RestroomRow } from '../restrooms/queries';

/** What a listing shows (docs/decisions.md §3); demo rows are not data anyone should reuse. */
const exported = and(inArray(restrooms.status, ['pending', 'approved']), eq(restrooms.isSample, false));

/** Where each course is and what it is called: read once per file (a few hundred KB for every course). */
export async function coursePlaces(db: Executor) {
  const rows = await db
    .select({ id: courses.id, name: courses.name, latitude: courses.latitude, longitude: courses.longitude })
    .from(courses);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Each row as one JSON text (row_to_json), its keys the Drizzle field names: the export reads the
 * whole catalogue, and one text field per row costs the driver (and PGlite's message copy) a
 * fraction of ~45 typed fields (docs/performance.md, export). Timestamps come back as text.
 */
const restroomFields = Object.entries(getTableColumns(restrooms));
const restroomTimestamps = restroomFields
  .filter(([, column]) => column.columnType === 'PgTimestamp')
  .map(([key]) => key);
const restroomAsJson = sql.join(
  restroomFields.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);

/** A page of restrooms alone, one range of the primary key (no join: the planner would hash every course per page). */
export async function restroomPage(
  db: Executor,
  after: string | undefined,
  size: number,
): Promise<RestroomRow[]> {
  const rows = await db
    .select({ json: sql<string>`(select row_to_json(r)::text from (select ${restroomAsJson}) r)` })
    .from(restrooms)
    .where(after === undefined ? exported : and(exported, gt(restrooms.id, after)))
    .orderBy(asc(restrooms.id))
    .limit(size);
  return rows.map(({ json }) => {
    const row = JSON.parse(json) as Record<string, unknown>;
    for (const key of restroomTimestamps) {
      const value = row[key];
      if (typeof value === 'string') row[key] = new Date(value);
    }
    return row as RestroomRow;
  });
}

/** A course with its area, where an import gave one. */
export type ExportedCourse = CourseRow & { area: typeof courseAreas.$inferSelect | null };

export async function coursePage(
  db: Executor,
  after: string | undefined,
  size: number,
): Promise<ExportedCourse[]> {
  const rows = await db
    .select({ course: courses, area: courseAreas })
    .from(courses)
    .leftJoin(courseAreas, eq(courseAreas.courseId, courses.id))
    .where(
      after === undefined
        ? eq(courses.isSample, false)
        : and(eq(courses.isSample, false), gt(courses.id, after)),
    )
    .orderBy(asc(courses.id))
    .limit(size);
  return rows.map(({ course, area }) => ({ ...course, area }));
}

/**
 * Counts and newest change times: any insert, update or delete of a row the export shows moves one
 * of them (a delete lowers a count; an aggregate changes with updated_at). Reports change a
 * restroom's status without touching its row, so theirs are read too.
 */
export async function catalogueVersion(db: Executor, of: 'restrooms' | 'courses'): Promise<string> {
  if (of === 'courses') {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int`, at: max(courses.updatedAt) })
      .from(courses)
      .where(eq(courses.isSample, false));
    return `${row?.n ?? 0}:${row?.at?.getTime() ?? 0}`;
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, at: max(restrooms.updatedAt) })
    .from(restrooms)
    .where(exported);
  const [reports] = await db
    .select({
      n: sql<number>`count(*)::int`,
      at: sql<string | null>`max(greatest(${restroomReports.createdAt}, ${restroomReports.resolvedAt}))`,
    })
    .from(restroomReports);
  const reportsAt = reports?.at ? new Date(reports.at).getTime() : 0;
  return `${row?.n ?? 0}:${row?.at?.getTime() ?? 0}:${reports?.n ?? 0}:${reportsAt}`;
}
