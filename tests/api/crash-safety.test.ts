/**
 * Crash safety (issue 8): the real server process is killed with SIGKILL in the middle of a burst of
 * concurrent review creates, edits, deletes and feedback, then restarted on the same data. After
 * the restart: every aggregate equals a recomputation from the rows, nothing points at a missing
 * parent, every write that was answered 2xx before the kill is there, and resending every write
 * with its Idempotency-Key leaves each applied exactly once. On PGlite that is the WAL recovery of
 * a data directory whose process died; on PostgreSQL, a client dying mid-transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import {
  courseAnswers,
  idempotencyKeys,
  restroomConfirmations,
  restroomFeedback,
  restroomReports,
  restrooms,
  reviews,
} from '../../src/server/db/schema';
import { expectEveryAggregateExact, expectNoOrphans } from './helpers/consistency';
import { TEST_DATABASE_URL } from './helpers/databases';
import { pgliteTarget, postgresTarget, withDb, type Target } from './helpers/process-targets';
import { createCourse, createUsers, seedRestrooms, seedReview, type TestUser } from './helpers/restrooms';
import { killIfRunning, startServer, type ServerProcess } from './helpers/server-process';

const USERS = 30;
const COURSES = 3;
const RESTROOMS_PER_COURSE = 3;
const CONCURRENCY = 16;
/** Kill once this many writes were answered 2xx: well inside the burst of 240. */
const KILL_AFTER_SUCCESSES = 70;

type Write =
  | { kind: 'create'; restroomId: string; rating: number }
  | { kind: 'edit'; reviewId: string; rating: number }
  | { kind: 'delete'; reviewId: string }
  | { kind: 'feedback'; restroomId: string; feedback: 'helpful' | 'invalid' }
  | { kind: 'report'; restroomId: string; report: 'locked' | 'no_paper' | 'needs_cleaning' }
  | { kind: 'confirm'; restroomId: string }
  | { kind: 'answer'; courseId: string; questionId: string; answer: 'yes' | 'no' };

interface Op {
  key: string;
  user: TestUser;
  write: Write;
}

interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}

function requestOf(op: Op): { method: string; path: string; body?: unknown } {
  const w = op.write;
  switch (w.kind) {
    case 'create':
      return { method: 'POST', path: `/api/restrooms/${w.restroomId}/reviews`, body: { rating: w.rating } };
    case 'edit':
      return { method: 'PUT', path: `/api/restrooms/reviews/${w.reviewId}`, body: { rating: w.rating } };
    case 'delete':
      return { method: 'DELETE', path: `/api/restrooms/reviews/${w.reviewId}` };
    case 'feedback':
      return { method: 'POST', path: `/api/restrooms/${w.restroomId}/feedback/${w.feedback}` };
    case 'report':
      return { method: 'POST', path: `/api/restrooms/${w.restroomId}/reports`, body: { kind: w.report } };
    case 'confirm':
      return { method: 'POST', path: `/api/restrooms/${w.restroomId}/confirm` };
    case 'answer':
      return {
        method: 'POST',
        path: `/api/courses/${w.courseId}/answers`,
        body: { questionId: w.questionId, answer: w.answer },
      };
  }
}

async function send(origin: string, op: Op): Promise<Answer> {
  const { method, path: requestPath, body } = requestOf(op);
  const res = await fetch(origin + requestPath, {
    method,
    headers: {
      ...op.user.headers,
      'Idempotency-Key': op.key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: res.status,
    body: await res.text(),
    replayed: res.headers.get('Idempotent-Replayed') === 'true',
  };
}

/**
 * The scene, written straight to the database before the server starts: 3 courses × 3 restrooms,
 * 30 golfers who each already reviewed one restroom. The burst (330 writes): each golfer reviews 4
 * other restrooms, gives feedback on 3 more, edits (even) or deletes (odd) their old review, reports
 * a problem with one restroom and confirms another (docs/product.md §10), and answers a quick
 * question about a course (docs/product.md §13): mostly "yes, a restroom at the clubhouse", which
 * the second such answer settles by listing one, under the course lock.
 */
async function seedScene(db: Database): Promise<{ ops: Op[]; courseIds: string[] }> {
  const rooms: { id: string; courseId: string }[] = [];
  const courseIds: string[] = [];
  for (let c = 0; c < COURSES; c++) {
    const course = await createCourse(db, `Crash Course ${c}`);
    courseIds.push(course.id);
    rooms.push(
      ...(await seedRestrooms(
        db,
        Array.from({ length: RESTROOMS_PER_COURSE }, (_, r) => ({
          courseId: course.id,
          name: `Hole ${r + 1}`,
          locationType: 'on-course',
          holeNumber: r + 1,
          status: r === 0 ? 'approved' : 'pending',
          isVerified: r === 0,
        })),
      )),
    );
  }
  const users = await createUsers(db, USERS);
  const ops: Op[] = [];
  for (const [i, user] of users.entries()) {
    const room = (k: number) => rooms[(i + k) % rooms.length]!;
    const old = await seedReview(db, room(0), user, 1 + (i % 5));
    for (let k = 1; k <= 4; k++) {
      ops.push({
        key: randomUUID(),
        user,
        write: { kind: 'create', restroomId: room(k).id, rating: 1 + ((i + k) % 5) },
      });
    }
    for (let k = 5; k <= 7; k++) {
      const feedback = (i + k) % 2 === 0 ? 'helpful' : 'invalid';
      ops.push({ key: randomUUID(), user, write: { kind: 'feedback', restroomId: room(k).id, feedback } });
    }
    const problems = ['locked', 'no_paper', 'needs_cleaning'] as const;
    ops.push({
      key: randomUUID(),
      user,
      write: { kind: 'report', restroomId: room(8).id, report: problems[i % problems.length]! },
    });
    ops.push({ key: randomUUID(), user, write: { kind: 'confirm', restroomId: room(2).id } });
    ops.push({
      key: randomUUID(),
      user,
      write:
        i % 3 === 0
          ? {
              kind: 'answer',
              courseId: courseIds[i % COURSES]!,
              questionId: 'on_course_restroom',
              answer: 'no',
            }
          : {
              kind: 'answer',
              courseId: courseIds[i % COURSES]!,
              questionId: 'clubhouse_restroom',
              answer: 'yes',
            },
    });
    ops.push({
      key: randomUUID(),
      user,
      write:
        i % 2 === 0
          ? { kind: 'edit', reviewId: old.id, rating: 5 - (i % 5) }
          : { kind: 'delete', reviewId: old.id },
    });
  }
  // Interleave users and kinds, deterministically: a fixed stride through the list.
  return { ops: ops.map((_, n) => ops[(n * 97) % ops.length]!), courseIds };
}

/** Fires the burst CONCURRENCY at a time and kills the server once enough writes succeeded. */
async function burstAndKill(server: ServerProcess, ops: Op[]) {
  const answers = new Map<Op, Answer>();
  const unanswered = new Set<Op>();
  let successes = 0;
  let killing: Promise<void> | undefined;
  let next = 0;
  const worker = async () => {
    while (next < ops.length && !killing) {
      const op = ops[next++]!;
      try {
        const answer = await send(server.origin, op);
        answers.set(op, answer);
        if (answer.status < 300 && ++successes === KILL_AFTER_SUCCESSES) killing = server.kill();
      } catch {
        unanswered.add(op); // the connection died with the process
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killing;
  return { answers, unanswered };
}

/** Every write answered 2xx before the kill is in the database as it was answered. */
async function expectAcknowledgedWritesPresent(db: Database, answers: Map<Op, Answer>) {
  for (const [op, answer] of answers) {
    if (answer.status >= 300) continue;
    const w = op.write;
    if (w.kind === 'create') {
      const { data } = JSON.parse(answer.body) as { data: { review: { _id: string } } };
      const [row] = await db.select().from(reviews).where(eq(reviews.id, data.review._id));
      expect(row, `acknowledged review ${data.review._id}`).toMatchObject({
        restroomId: w.restroomId,
        rating: w.rating,
      });
    } else if (w.kind === 'edit') {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, w.reviewId));
      expect(row?.rating, `acknowledged edit of ${w.reviewId}`).toBe(w.rating);
    } else if (w.kind === 'delete') {
      expect(await db.select().from(reviews).where(eq(reviews.id, w.reviewId))).toEqual([]);
    } else if (w.kind === 'report') {
      const { data } = JSON.parse(answer.body) as { data: { report: { _id: string } } };
      const [row] = await db.select().from(restroomReports).where(eq(restroomReports.id, data.report._id));
      expect(row, `acknowledged report ${data.report._id}`).toMatchObject({
        restroomId: w.restroomId,
        userId: op.user.id,
        kind: w.report,
      });
    } else if (w.kind === 'answer') {
      const rows = await db
        .select({ answer: courseAnswers.answer })
        .from(courseAnswers)
        .where(
          and(
            eq(courseAnswers.courseId, w.courseId),
            eq(courseAnswers.userId, op.user.id),
            eq(courseAnswers.questionId, w.questionId),
          ),
        );
      expect(rows, `acknowledged answer to ${w.questionId}`).toEqual([{ answer: w.answer }]);
    } else if (w.kind === 'confirm') {
      const rows = await db
        .select()
        .from(restroomConfirmations)
        .where(
          and(
            eq(restroomConfirmations.restroomId, w.restroomId),
            eq(restroomConfirmations.userId, op.user.id),
          ),
        );
      expect(rows, `acknowledged confirmation of ${w.restroomId}`).toHaveLength(1);
    } else {
      const rows = await db
        .select({ kind: restroomFeedback.kind })
        .from(restroomFeedback)
        .where(and(eq(restroomFeedback.restroomId, w.restroomId), eq(restroomFeedback.userId, op.user.id)));
      expect(rows).toEqual([{ kind: w.feedback }]);
    }
  }
}

/** After every write was resent to completion: the database is exactly the scene plus the burst. */
async function expectEachWriteAppliedOnce(db: Database, ops: Op[]) {
  const expected = new Map<string, number>(); // `${restroomId}:${userId}` → rating
  const gone = new Set<string>();
  const feedback = new Map<string, string>();
  for (const op of ops) {
    const w = op.write;
    if (w.kind === 'create') expected.set(`${w.restroomId}:${op.user.id}`, w.rating);
    if (w.kind === 'feedback') feedback.set(`${w.restroomId}:${op.user.id}`, w.feedback);
    if (w.kind === 'delete') gone.add(w.reviewId);
  }
  const edits = ops.flatMap((op) => (op.write.kind === 'edit' ? [op.write] : []));
  const rows = await db.select().from(reviews);
  expect(rows.filter((row) => gone.has(row.id))).toEqual([]);
  for (const edit of edits) expect(rows.find((row) => row.id === edit.reviewId)?.rating).toBe(edit.rating);
  const created = rows.filter((row) => !edits.some((edit) => edit.reviewId === row.id));
  expect(new Map(created.map((row) => [`${row.restroomId}:${row.userId}`, row.rating]))).toEqual(expected);
  expect(created).toHaveLength(expected.size);
  const feedbackRows = await db.select().from(restroomFeedback);
  expect(new Map(feedbackRows.map((row) => [`${row.restroomId}:${row.userId}`, row.kind]))).toEqual(feedback);
  // One report and one confirmation per golfer's write, however often it was sent.
  const key = (restroomId: string, userId: string, what: string) => `${restroomId}:${userId}:${what}`;
  const wanted = ops.flatMap((op) =>
    op.write.kind === 'report'
      ? [key(op.write.restroomId, op.user.id, op.write.report)]
      : op.write.kind === 'confirm'
        ? [key(op.write.restroomId, op.user.id, 'confirmed')]
        : [],
  );
  const stored = [
    ...(await db.select().from(restroomReports)).map((row) =>
      key(row.restroomId, row.userId ?? 'sign', row.kind),
    ),
    ...(await db.select().from(restroomConfirmations)).map((row) =>
      key(row.restroomId, row.userId, 'confirmed'),
    ),
  ];
  expect(stored.sort()).toEqual(wanted.sort());
  // One answer per golfer and question, and one Clubhouse restroom listed per course its golfers
  // settled, however the answers raced the kill and each other.
  const answers = ops.flatMap((op) =>
    op.write.kind === 'answer' ? [{ ...op.write, userId: op.user.id }] : [],
  );
  const answerRows = await db.select().from(courseAnswers);
  expect(
    answerRows.map((row) => `${row.courseId}:${row.userId}:${row.questionId}:${row.answer}`).sort(),
  ).toEqual(answers.map((a) => `${a.courseId}:${a.userId}:${a.questionId}:${a.answer}`).sort());
  const listedByGolfers = await db.select().from(restrooms).where(eq(restrooms.source, 'golfers'));
  const settledCourses = [...new Set(answers.filter((a) => a.answer === 'yes').map((a) => a.courseId))];
  expect(listedByGolfers.map((row) => [row.courseId, row.name]).sort()).toEqual(
    settledCourses.map((id) => [id, 'Clubhouse Main']).sort(),
  );
}

/**
 * The answers' feedback tallies (count and users) agree with each other and with the feedback the
 * burst gave (read through the API: PGlite cannot be opened while the server has it).
 */
async function expectFeedbackTalliesConsistent(origin: string, ops: Op[], courseIds: string[]) {
  const given = ops.flatMap((op) =>
    op.write.kind === 'feedback' ? [{ ...op.write, userId: op.user.id }] : [],
  );
  let seen = 0;
  for (const id of courseIds) {
    const res = await fetch(`${origin}/api/restrooms/course/${id}`);
    const { data } = (await res.json()) as {
      data: {
        restrooms: {
          _id: string;
          feedback: Record<'helpful' | 'invalid', { count: number; users: string[] }>;
        }[];
      };
    };
    for (const room of data.restrooms) {
      for (const kind of ['helpful', 'invalid'] as const) {
        const users = given
          .filter((g) => g.restroomId === room._id && g.feedback === kind)
          .map((g) => g.userId);
        expect(room.feedback[kind].count).toBe(room.feedback[kind].users.length);
        expect([...room.feedback[kind].users].sort()).toEqual(users.sort());
        seen += users.length;
      }
    }
  }
  expect(seen).toBe(given.length);
}

function crashSuite(makeTarget: () => Promise<Target>) {
  let target: Target | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await killIfRunning(server);
    await target?.cleanup();
  });

  it(
    'SIGKILL mid-burst: restart recovers, acknowledged writes stay, resent writes apply once',
    { timeout: 120_000 },
    async () => {
      target = await makeTarget();
      const t = target;
      const { ops, courseIds } = await withDb(t, seedScene);

      server = await startServer(t.database);
      const { answers, unanswered } = await burstAndKill(server, ops);

      const acknowledged = [...answers.values()].filter((a) => a.status < 300).length;
      expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_SUCCESSES);
      expect(unanswered.size, 'writes cut off by the kill').toBeGreaterThan(0);
      expect(
        [...answers.values()].filter((a) => a.status >= 300),
        'refused before the kill',
      ).toEqual([]);
      expect(server.child.signalCode).toBe('SIGKILL');

      // The restart itself: recovery happens in the server process, on the data as the kill left it.
      server = await startServer(t.database);
      expect(await server.stop(), server.output()).toBe(0);

      await withDb(t, async (db) => {
        await expectEveryAggregateExact(db);
        await expectNoOrphans(db);
        await expectAcknowledgedWritesPresent(db, answers);
        // A review write's key is claimed and answered in its one transaction: none is left behind.
        const stuck = await db
          .select({ path: idempotencyKeys.path })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.state, 'in_progress'));
        expect(stuck.filter((row) => row.path.includes('/reviews'))).toEqual([]);
        // Stands in for waiting out the 60 s lease the dead process held on the writes it was running.
        await db
          .update(idempotencyKeys)
          .set({ createdAt: sql`${idempotencyKeys.createdAt} - interval '61 seconds'` })
          .where(eq(idempotencyKeys.state, 'in_progress'));
      });

      server = await startServer(t.database);
      const origin = server.origin;
      const resent = await Promise.all(ops.map(async (op) => ({ op, answer: await send(origin, op) })));
      for (const { op, answer } of resent) {
        const before = answers.get(op);
        if (before) {
          // Answered before the kill: the same answer again, written nothing.
          expect(answer).toEqual({ ...before, replayed: true });
        } else if (unanswered.has(op)) {
          // Cut off: it either never committed (applies now) or committed without its key being
          // marked done (runs again and meets its own earlier effect). Not a review write: those
          // commit with their stored answer in one transaction (docs/architecture.md, write path),
          // so they were either done (replayed now) or never happened (run now).
          const reviewWrite = ['create', 'edit', 'delete'].includes(op.write.kind);
          expect(
            reviewWrite ? [200, 201] : [200, 201, 404, 409],
            `${requestOf(op).method} ${requestOf(op).path}: ${answer.body}`,
          ).toContain(answer.status);
        } else {
          expect(answer.status, answer.body).toBeLessThan(300);
        }
      }
      await expectFeedbackTalliesConsistent(origin, ops, courseIds);
      expect(await server.stop(), server.output()).toBe(0);

      await withDb(t, async (db) => {
        await expectEveryAggregateExact(db);
        await expectNoOrphans(db);
        await expectEachWriteAppliedOnce(db, ops);
      });
    },
  );
}

describe('crash safety · pglite', () => {
  crashSuite(() => pgliteTarget('crash'));
});

describe.skipIf(!TEST_DATABASE_URL)(
  TEST_DATABASE_URL
    ? 'crash safety · postgres'
    : 'crash safety · postgres (skipped: TEST_DATABASE_URL is not set)',
  () => {
    crashSuite(() => postgresTarget('crash'));
  },
);
