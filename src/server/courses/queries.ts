/** SQL on courses (the list's search is search.ts, its radius in db/radius/). */
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { courseFacts, courses, restrooms } from '../db/schema';
import { selectStatement } from '../db/statements';

export type CourseRow = typeof courses.$inferSelect;
export type CourseFields = Pick<
  typeof courses.$inferInsert,
  | 'name'
  | 'address'
  | 'city'
  | 'country'
  | 'state'
  | 'region'
  | 'zipCode'
  | 'phone'
  | 'website'
  | 'latitude'
  | 'longitude'
>;

/** The course detail's read: one row by primary key (a point read: the caller passes its lane). */
const byId = selectStatement('find_course_by_id', (qb) =>
  qb
    .select()
    .from(courses)
    .where(eq(courses.id, sql.placeholder('id')))
    .limit(1),
);

export async function findCourseById(db: Executor, id: string): Promise<CourseRow | undefined> {
  const [row] = await byId(db, { id });
  return row;
}

const listedAt = (where: SQL) =>
  sql<boolean>`exists (select 1 from ${restrooms} where ${restrooms.courseId} = ${courses.id}
    and ${restrooms.status} in ('pending', 'approved') and ${where})`;

/**
 * GET /api/courses/:id: the row, its stored facts (docs/product.md §13; none until someone
 * answers) and whether it lists a clubhouse restroom and one out on the course, in one point read.
 */
const detailById = selectStatement('find_course_detail', (qb) =>
  qb
    .select({
      course: getTableColumns(courses),
      facts: {
        clubhouse: courseFacts.clubhouse,
        onCourse: courseFacts.onCourse,
        agreeing: courseFacts.agreeing,
        lastAnsweredAt: courseFacts.lastAnsweredAt,
      },
      clubhouseListed: listedAt(sql`${restrooms.locationType} = 'clubhouse'`),
      onCourseListed: listedAt(sql`${restrooms.locationType} <> 'clubhouse'`),
    })
    .from(courses)
    .leftJoin(courseFacts, eq(courseFacts.courseId, courses.id))
    .where(eq(courses.id, sql.placeholder('id')))
    .limit(1),
);

export async function findCourseDetail(db: Executor, id: string) {
  const [row] = await detailById(db, { id });
  return row;
}

export async function insertCourse(db: Executor, fields: CourseFields): Promise<CourseRow> {
  const [row] = await db
    .insert(courses)
    .values({ ...fields, isSample: false })
    .returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateCourse(
  db: Executor,
  id: string,
  fields: CourseFields,
): Promise<CourseRow | undefined> {
  const [row] = await db.update(courses).set(fields).where(eq(courses.id, id)).returning();
  return row;
}

/** Restrooms, their reviews and feedback, and owner links go with it (ON DELETE CASCADE). */
export async function deleteCourse(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return deleted.length > 0;
}
