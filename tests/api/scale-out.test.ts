/**
 * Scale-out (issue 8, docs/decisions.md §2): two real server processes on one PostgreSQL database, as
 * behind a load balancer, behave as one. An idempotent write sent to both is applied once and both
 * answer it the same; a refresh token rotated on one is known to the other (and reuse is caught
 * across them); a session ended on one ends on the other; failed sign-ins spread over both hit the
 * limit at the same total as on one process; notifications queued through either are delivered by
 * both (each process runs a notifier), every one exactly once, through a real SMTP server on loopback.
 * PostgreSQL only: PGlite is one process by design.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_ACCOUNT_ADDRESS_LIMIT } from '../../src/server/auth/login-limits';
import { openPostgres, type DbHandle } from '../../src/server/db/client';
import { notifications, reviews } from '../../src/server/db/schema';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { PASSWORD, uniqueEmail } from './helpers/auth';
import { expectEveryAggregateExact } from './helpers/consistency';
import { TEST_DATABASE_URL } from './helpers/databases';
import { assignOwner, createCourse, createUser, seedRestroom, type TestUser } from './helpers/restrooms';
import { createScratchDatabase, type ScratchDatabase } from './helpers/scratch-database';
import { killIfRunning, startServer, type ServerProcess } from './helpers/server-process';

interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}

async function send(
  server: ServerProcess,
  method: string,
  requestPath: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(server.origin + requestPath, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: await res.text(),
    replayed: res.headers.get('Idempotent-Replayed') === 'true',
  };
}

const title = TEST_DATABASE_URL
  ? 'scale-out: two processes, one PostgreSQL'
  : 'scale-out: two processes, one PostgreSQL (skipped: TEST_DATABASE_URL is not set)';

describe.skipIf(!TEST_DATABASE_URL)(title, () => {
  let scratch: ScratchDatabase | undefined;
  let handle: DbHandle | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let smtp: TestSmtpServer | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase('scale');
    smtp = await startSmtpServer();
    const env = { SMTP_URL: smtp.url };
    // Both start on the empty database at once: the advisory lock lets exactly one migrate.
    [a, b] = await Promise.all([
      startServer({ databaseUrl: scratch.url }, { env }),
      startServer({ databaseUrl: scratch.url }, { env }),
    ]);
    handle = await openPostgres(scratch.url);
  });
  afterAll(async () => {
    await Promise.all([killIfRunning(a), killIfRunning(b)]);
    await handle?.close();
    await scratch?.drop();
    await smtp?.close();
  });

  async function reviewScene(): Promise<{
    user: TestUser;
    path: string;
    restroom: { id: string; courseId: string };
  }> {
    const course = await createCourse(handle!.db, `Scale Course ${randomUUID().slice(0, 4)}`);
    const restroom = await seedRestroom(handle!.db, { courseId: course.id });
    const user = await createUser(handle!.db);
    return { user, restroom, path: `/api/restrooms/${restroom.id}/reviews` };
  }

  it('one Idempotency-Key sent to both at once: applied once; resent to either, the same answer', async () => {
    const { user, restroom, path } = await reviewScene();
    const headers = { ...user.headers, 'Idempotency-Key': randomUUID() };
    const body = { rating: 4, comment: 'Clean, and the soap was stocked' };

    const racing = await Promise.all([
      send(a!, 'POST', path, body, headers),
      send(b!, 'POST', path, body, headers),
    ]);
    // One ran; the other either waited for the lease (409, retry) or found the answer (replay).
    const ran = racing.filter((answer) => answer.status === 201 && !answer.replayed);
    expect(ran, JSON.stringify(racing)).toHaveLength(1);
    for (const answer of racing.filter((x) => x !== ran[0])) {
      expect(answer.status === 409 || (answer.status === 201 && answer.replayed), answer.body).toBe(true);
    }

    const again = [await send(a!, 'POST', path, body, headers), await send(b!, 'POST', path, body, headers)];
    expect(again).toEqual([
      { ...ran[0], replayed: true },
      { ...ran[0], replayed: true },
    ]);
    const rows = await handle!.db.select().from(reviews).where(eq(reviews.restroomId, restroom.id));
    expect(rows.map((row) => [row.userId, row.rating])).toEqual([[user.id, 4]]);
    await expectEveryAggregateExact(handle!.db);
  });

  it('one Idempotency-Key sent to A, then to B: B replays what A answered, byte for byte', async () => {
    const { user, restroom, path } = await reviewScene();
    const headers = { ...user.headers, 'Idempotency-Key': randomUUID() };
    const first = await send(a!, 'POST', path, { rating: 2 }, headers);
    expect(first.status, first.body).toBe(201);
    const second = await send(b!, 'POST', path, { rating: 2 }, headers);
    expect(second).toEqual({ ...first, replayed: true });
    // The same key for another request is refused on B too.
    expect((await send(b!, 'POST', path, { rating: 5 }, headers)).status).toBe(422);
    expect(await handle!.db.select().from(reviews).where(eq(reviews.restroomId, restroom.id))).toHaveLength(
      1,
    );
  });

  it('a refresh token rotated on A is known to B, and reuse on B revokes the family on A', async () => {
    const email = uniqueEmail();
    const registered = await send(a!, 'POST', '/api/auth/register', {
      firstName: 'Lee',
      lastName: 'Trevino',
      email,
      password: PASSWORD,
      role: 'regular',
    });
    expect(registered.status, registered.body).toBe(201);
    const rt0 = (JSON.parse(registered.body) as { data: { refreshToken: string } }).data.refreshToken;

    const onA = await send(a!, 'POST', '/api/auth/refresh', { refreshToken: rt0 });
    expect(onA.status, onA.body).toBe(200);
    const rt1 = (JSON.parse(onA.body) as { data: { refreshToken: string } }).data.refreshToken;
    const onB = await send(b!, 'POST', '/api/auth/refresh', { refreshToken: rt1 });
    expect(onB.status, onB.body).toBe(200);
    const { refreshToken: rt2, accessToken } = (
      JSON.parse(onB.body) as { data: { refreshToken: string; accessToken: string } }
    ).data;

    // B's access token works on A.
    const stats = await fetch(`${a!.origin}/api/users/stats`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(stats.status).toBe(200);

    // rt0 again, after its replacement rt1 was used (on the other process): reuse, family revoked.
    expect((await send(b!, 'POST', '/api/auth/refresh', { refreshToken: rt0 })).status).toBe(401);
    expect((await send(a!, 'POST', '/api/auth/refresh', { refreshToken: rt2 })).status).toBe(401);
  });

  it('a session ended on A ends on B too, within seconds (issue 36)', async () => {
    const registered = await send(a!, 'POST', '/api/auth/register', {
      firstName: 'Nancy',
      lastName: 'Lopez',
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(registered.status, registered.body).toBe(201);
    const { accessToken, refreshToken } = (
      JSON.parse(registered.body) as { data: { accessToken: string; refreshToken: string } }
    ).data;
    const profileOnB = async () =>
      (await fetch(`${b!.origin}/api/users/profile`, { headers: { authorization: `Bearer ${accessToken}` } }))
        .status;
    expect(await profileOnB()).toBe(200);
    expect((await send(a!, 'POST', '/api/auth/logout', { refreshToken })).status).toBe(200);
    const loggedOutAt = Date.now();
    // B answers from what it knows and looks for news at most every second (3 s when idle).
    let status = await profileOnB();
    while (status === 200 && Date.now() - loggedOutAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await profileOnB();
    }
    expect(status).toBe(401);
  });

  it('failed sign-ins spread over A and B are limited at the same total as on one process', async () => {
    async function attempts(servers: ServerProcess[], count: number): Promise<number[]> {
      const email = uniqueEmail('target');
      const made = await send(a!, 'POST', '/api/auth/register', {
        firstName: 'Guess',
        lastName: 'Target',
        email,
        password: PASSWORD,
        role: 'regular',
      });
      expect(made.status, made.body).toBe(201);
      // All at once, round-robin over the processes: the shared counter must not lose a hit.
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          send(servers[i % servers.length]!, 'POST', '/api/auth/login', {
            email,
            password: 'wrong password!',
          }),
        ),
      );
      return answers.map((answer) => answer.status).sort();
    }
    const count = LOGIN_ACCOUNT_ADDRESS_LIMIT.limit + 4;
    const expected = [
      ...Array<number>(LOGIN_ACCOUNT_ADDRESS_LIMIT.limit).fill(401),
      ...Array<number>(count - LOGIN_ACCOUNT_ADDRESS_LIMIT.limit).fill(429),
    ];
    expect(await attempts([a!], count)).toEqual(expected);
    expect(await attempts([a!, b!], count)).toEqual(expected);
  });

  it('notifications queued through both are delivered by both processes, each exactly once', async () => {
    const course = await createCourse(handle!.db, `Scale Alerts ${randomUUID().slice(0, 4)}`);
    const owners = [
      await createUser(handle!.db, 'course_owner'),
      await createUser(handle!.db, 'course_owner'),
    ];
    for (const owner of owners) await assignOwner(handle!.db, course.id, owner);
    const rooms = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        seedRestroom(handle!.db, { courseId: course.id, status: 'approved', name: `Scale Room ${i}` }),
      ),
    );
    const golfer = await createUser(handle!.db);
    // Six blocking reports at once, half through each process: twelve e-mails (two owners each).
    const answers = await Promise.all(
      rooms.map((room, i) =>
        send(
          i % 2 ? b! : a!,
          'POST',
          `/api/restrooms/${room.id}/reports`,
          { kind: 'locked' },
          golfer.headers,
        ),
      ),
    );
    for (const answer of answers) expect(answer.status, answer.body).toBe(201);
    const rows = async () =>
      handle!.db.select().from(notifications).where(eq(notifications.courseId, course.id));
    const deadline = Date.now() + 30_000;
    while ((await rows()).some((row) => row.status !== 'sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const sent = await rows();
    expect(sent.map((row) => row.status)).toEqual(Array(12).fill('sent'));
    // Each row's message arrived once, and one process logged sending it; none was claimed twice.
    for (const row of sent) {
      const messageId = `<notification-${row.id}@127.0.0.1>`;
      expect(
        smtp!.messages.filter((m) => m.raw.includes(messageId)),
        row.id,
      ).toHaveLength(1);
      expect(row.attempts, row.id).toBe(1);
    }
    // A process stores the outcome, then logs it: its line can reach the pipe a moment after the
    // row reads 'sent' (a CI run read the output in between and missed one).
    await vi.waitFor(
      () => {
        const lines = (a!.output() + b!.output()).split('\n');
        for (const row of sent) {
          expect(
            lines.filter((line) => line.includes(row.id) && line.includes('notification sent')),
            row.id,
          ).toHaveLength(1);
        }
      },
      { timeout: 5_000 },
    );
  });
});
