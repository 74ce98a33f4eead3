// @vitest-environment happy-dom
// Issue 32's quick answers through the write catalogue (offline/outbox/writes.ts 'answer.create') and
// the real drain on IndexedDB: an answer taken offline is sent once, with its Idempotency-Key, when
// the network allows; an answer whose reply was lost is sent again under the same key; the restroom
// a settled answer listed joins the device's copy of its course; a refusal stays in the outbox.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import {
  configureOutbox,
  drainOutbox,
  queueWrite,
  setOutboxUser,
} from '../../../../src/client/offline/outbox';
import { saveCourseRestrooms } from '../../../../src/client/offline/stores/course-restrooms';
import type { Restroom } from '../../../../src/shared/schemas/restrooms';
import { restroom } from '../course-detail/fixtures';

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${part({ alg: 'none' })}.${part({ userId: 'golfer' })}.sig`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const listed: Restroom = { ...restroom(1), name: 'Clubhouse Main', source: 'golfers' };
const COURSE = listed.courseId;
const facts = { clubhouseRestroom: 'yes', onCourseRestrooms: 'unknown', agreeing: 2, lastAnsweredAt: null };

let online = false;
let sent: { path: string; key: string; body: unknown }[] = [];
let reply: () => Response = () => json({ success: true, data: { facts, restroom: listed } }, 201);
let lose = false;

beforeEach(async () => {
  online = false;
  sent = [];
  lose = false;
  reply = () => json({ success: true, data: { facts, restroom: listed } }, 201);
  configureOutbox({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({
        path: `${request.method} ${new URL(request.url).pathname}`,
        key: request.headers.get('Idempotency-Key') ?? '',
        body: await request.json(),
      });
      if (lose) {
        lose = false;
        throw new TypeError('Failed to fetch');
      }
      return reply();
    }) as typeof fetch,
    apiBase: 'http://api.test/api/',
    random: () => 0.5,
    locks: () => undefined,
    isOnline: () => online,
    requestBackgroundSync: () => Promise.resolve(),
  });
  await Promise.all([db.outbox.clear(), db.outboxReceipts.clear(), db.courseRestrooms.clear()]);
  localStorage.setItem('accessToken', token);
  setOutboxUser('golfer');
});

afterEach(() => {
  setOutboxUser(null);
  configureOutbox(null);
});

const answer = () =>
  queueWrite('answer.create', {
    params: { courseId: COURSE, questionId: 'clubhouse_restroom' },
    body: { questionId: 'clubhouse_restroom', answer: 'yes' },
    subject: 'Answer: Is there a restroom at the clubhouse? Yes',
  });

it('takes an answer offline and sends it once, with its Idempotency-Key, when the network is back', async () => {
  await saveCourseRestrooms(COURSE, [], 0);
  await answer();
  await drainOutbox();
  expect(sent).toEqual([]);
  expect(await db.outbox.count()).toBe(1);

  online = true;
  lose = true; // the server took it, the reply was lost: sent again under the same key
  await drainOutbox();
  await db.outbox.toCollection().modify({ nextAttemptAt: 0 }); // its back-off over
  await drainOutbox();
  expect(sent.map((s) => s.path)).toEqual([
    `POST /api/courses/${COURSE}/answers`,
    `POST /api/courses/${COURSE}/answers`,
  ]);
  expect(sent[0]!.body).toEqual({ questionId: 'clubhouse_restroom', answer: 'yes' });
  expect(sent[0]!.key).toMatch(/.{8,}/);
  expect(sent[1]!.key).toBe(sent[0]!.key);
  expect(await db.outbox.count()).toBe(0);
  // The Clubhouse restroom the settled answer listed is on the device at once.
  expect((await db.courseRestrooms.get(COURSE))!.restrooms.map((r) => r.name)).toEqual(['Clubhouse Main']);
});

it('keeps a refused answer in the outbox with the server’s message', async () => {
  online = true;
  reply = () =>
    json(
      {
        success: false,
        code: 'email_not_verified',
        message: 'Verify your email address to answer questions',
      },
      403,
    );
  await answer();
  await drainOutbox();
  const [entry] = await db.outbox.toArray();
  expect(entry?.status).toBe('failed');
  expect(entry?.error).toBe('Verify your email address to answer questions');
});
