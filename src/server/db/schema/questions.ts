/**
 * Quick questions about a course and what they settle (docs/product.md §13): every golfer's answer
 * (one per golfer and question; a second replaces the first) and, per course, the facts the
 * answers settle, kept beside the course rather than on it so an answer never rewrites the row the
 * course list and its positions index read.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userIdColumn } from './accounts';
import { courses, restrooms } from './courses';

/** The answers a question of a course may take ("unsure" is a skip the 90-day memory still counts). */
const answerCheck = (column: unknown) => sql`${column} in ('yes', 'no', 'unsure')`;

export const courseAnswers = pgTable(
  'course_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    // A person's answers go with their account (delete my data).
    userId: userIdColumn(),
    /** shared/questions.ts: "clubhouse_restroom", "restroom_at_hole:7", "soap:<restroom id>". */
    questionId: text('question_id').notNull(),
    /** The restroom a restroom question names (its answers go with it). */
    restroomId: uuid('restroom_id').references(() => restrooms.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    /** "I'm standing at it": where a golfer says a restroom at a hole is. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** By an owner of the course or an admin: settles the question at once. */
    byOwner: boolean('by_owner').notNull().default(false),
    /** Among the agreeing answers that settled its question (the golfer's dashboard counts them). */
    settled: boolean('settled').notNull().default(false),
    createdAt: createdAt(),
    /** The latest answer's time: the 90-day memory and disagreement are judged by it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One answer per golfer and question; its prefix reads a question's answers (settling them).
    unique('course_answers_course_question_user_unique').on(t.courseId, t.questionId, t.userId),
    index('course_answers_user_idx').on(t.userId),
    index('course_answers_restroom_idx').on(t.restroomId),
    check('course_answers_answer_check', answerCheck(t.answer)),
    check('course_answers_position_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/**
 * A course-wide question's state as its answers settle it: none (nobody answered), lean_yes /
 * lean_no (one voice), yes / no (settled), disputed (yes and no within 90 days).
 */
const FACT_STATES = `('none', 'lean_yes', 'lean_no', 'yes', 'no', 'disputed')`;

export const courseFacts = pgTable(
  'course_facts',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    clubhouse: text('clubhouse').notNull().default('none'),
    onCourse: text('on_course').notNull().default('none'),
    /** Distinct golfers whose answers agree with the facts as they stand. */
    agreeing: integer('agreeing').notNull().default(0),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }),
  },
  (t) => [
    check('course_facts_clubhouse_check', sql`${t.clubhouse} in ${sql.raw(FACT_STATES)}`),
    check('course_facts_on_course_check', sql`${t.onCourse} in ${sql.raw(FACT_STATES)}`),
  ],
);
