/**
 * SQL of quick questions (docs/product.md §13): the golfers' answers, the course's settled facts,
 * and what the course already lists (a listed clubhouse restroom answers its question better than
 * any golfer). Dates go in as Date objects through Drizzle's query builder, which both drivers take.
 */
import { and, asc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { Answer } from '../../shared/questions';
import type { Executor } from '../db/client';
import { courseAnswers, courseFacts, restrooms } from '../db/schema';
import { VISIBLE_STATUSES } from '../restrooms/queries';
import type { FactState, Vote } from './settle';

export type FactsRow = typeof courseFacts.$inferSelect;

export interface AnswerFields {
  courseId: string;
  userId: string;
  questionId: string;
  restroomId: string | null;
  answer: Answer;
  latitude: number | null;
  longitude: number | null;
  byOwner: boolean;
  answeredAt: Date;
}

/** One answer per golfer and question: a second one replaces the first (and dates it anew). */
export async function upsertAnswer(db: Executor, fields: AnswerFields): Promise<void> {
  await db
    .insert(courseAnswers)
    .values({ ...fields, createdAt: fields.answeredAt })
    .onConflictDoUpdate({
      target: [courseAnswers.courseId, courseAnswers.questionId, courseAnswers.userId],
      set: {
        answer: fields.answer,
        latitude: fields.latitude,
        longitude: fields.longitude,
        byOwner: fields.byOwner,
        answeredAt: fields.answeredAt,
      },
    });
}

/** The answers to one question of the course, as votes. */
export async function votesOn(db: Executor, courseId: string, questionId: string): Promise<Vote[]> {
  const rows = await db
    .select({
      userId: courseAnswers.userId,
      answer: courseAnswers.answer,
      byOwner: courseAnswers.byOwner,
      answeredAt: courseAnswers.answeredAt,
    })
    .from(courseAnswers)
    .where(and(eq(courseAnswers.courseId, courseId), eq(courseAnswers.questionId, questionId)));
  return rows.map((row) => ({ ...row, answer: row.answer as Answer }));
}

/** Where the golfers who said yes stood ("I'm standing at it"), to place a restroom at a hole. */
export async function positionsOfYes(
  db: Executor,
  courseId: string,
  questionId: string,
): Promise<{ latitude: number; longitude: number }[]> {
  const rows = await db
    .select({ latitude: courseAnswers.latitude, longitude: courseAnswers.longitude })
    .from(courseAnswers)
    .where(
      and(
        eq(courseAnswers.courseId, courseId),
        eq(courseAnswers.questionId, questionId),
        eq(courseAnswers.answer, 'yes'),
        sql`${courseAnswers.latitude} is not null`,
      ),
    );
  return rows.flatMap((row) =>
    row.latitude === null || row.longitude === null
      ? []
      : [{ latitude: row.latitude, longitude: row.longitude }],
  );
}

/** Marks these golfers' answers as having settled the question (their dashboard counts them). */
export async function markSettled(
  db: Executor,
  courseId: string,
  questionId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(courseAnswers)
    .set({ settled: true })
    .where(
      and(
        eq(courseAnswers.courseId, courseId),
        eq(courseAnswers.questionId, questionId),
        inArray(courseAnswers.userId, userIds),
      ),
    );
}

/** The question ids this golfer answered at the course since `since` (the 90-day memory). */
export async function answeredSince(
  db: Executor,
  courseId: string,
  userId: string,
  since: Date,
): Promise<Set<string>> {
  const rows = await db
    .select({ questionId: courseAnswers.questionId })
    .from(courseAnswers)
    .where(
      and(
        eq(courseAnswers.courseId, courseId),
        eq(courseAnswers.userId, userId),
        gt(courseAnswers.answeredAt, since),
      ),
    );
  return new Set(rows.map((row) => row.questionId));
}

/** Every answer to the course's questions of one kind ("restroom_at_hole"), by question id. */
export async function votesByQuestion(
  db: Executor,
  courseId: string,
  kind: string,
): Promise<Map<string, Vote[]>> {
  const rows = await db
    .select({
      questionId: courseAnswers.questionId,
      userId: courseAnswers.userId,
      answer: courseAnswers.answer,
      byOwner: courseAnswers.byOwner,
      answeredAt: courseAnswers.answeredAt,
    })
    .from(courseAnswers)
    .where(and(eq(courseAnswers.courseId, courseId), like(courseAnswers.questionId, `${kind}:%`)))
    .orderBy(asc(courseAnswers.questionId));
  const byQuestion = new Map<string, Vote[]>();
  for (const { questionId, ...vote } of rows) {
    byQuestion.set(questionId, [
      ...(byQuestion.get(questionId) ?? []),
      { ...vote, answer: vote.answer as Answer },
    ]);
  }
  return byQuestion;
}

export async function readFacts(db: Executor, courseId: string): Promise<FactsRow | undefined> {
  const [row] = await db.select().from(courseFacts).where(eq(courseFacts.courseId, courseId)).limit(1);
  return row;
}

export async function writeFacts(
  db: Executor,
  fields: {
    courseId: string;
    clubhouse: FactState;
    onCourse: FactState;
    agreeing: number;
    lastAnsweredAt: Date;
  },
): Promise<FactsRow> {
  const { courseId: _courseId, ...set } = fields;
  const [row] = await db
    .insert(courseFacts)
    .values(fields)
    .onConflictDoUpdate({ target: courseFacts.courseId, set })
    .returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** The course's listed restrooms as the questions need them (what to ask, what is known). */
export type ListedRestroom = Pick<
  typeof restrooms.$inferSelect,
  | 'id'
  | 'name'
  | 'locationType'
  | 'holeNumber'
  | 'season'
  | 'openMonths'
  | 'lastConfirmedAt'
  | 'soap'
  | 'stepFree'
>;

export async function listedRestrooms(db: Executor, courseId: string): Promise<ListedRestroom[]> {
  return db
    .select({
      id: restrooms.id,
      name: restrooms.name,
      locationType: restrooms.locationType,
      holeNumber: restrooms.holeNumber,
      season: restrooms.season,
      openMonths: restrooms.openMonths,
      lastConfirmedAt: restrooms.lastConfirmedAt,
      soap: restrooms.soap,
      stepFree: restrooms.stepFree,
    })
    .from(restrooms)
    .where(and(eq(restrooms.courseId, courseId), inArray(restrooms.status, [...VISIBLE_STATUSES])))
    .orderBy(asc(restrooms.createdAt), asc(restrooms.id));
}

/** What the listing alone says: a clubhouse restroom, a restroom out on the course. */
export interface Listing {
  clubhouse: boolean;
  onCourse: boolean;
}

export const listingOf = (rooms: readonly Pick<ListedRestroom, 'locationType'>[]): Listing => ({
  clubhouse: rooms.some((room) => room.locationType === 'clubhouse'),
  onCourse: rooms.some((room) => room.locationType !== 'clubhouse'),
});
