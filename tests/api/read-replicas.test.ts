/**
 * Read replicas against a real streaming replica of the test server (TEST_DATABASE_READ_URL, which
 * .ci/streaming-replica.sh builds; docs/architecture.md, "Read replicas"): public reads run on the
 * replica, a writer's own reads right after a write see it, writes, transactions and personal reads
 * run on the primary, and a replica that lags too far or is gone hands its reads to the primary.
 *
 * The replica is made to lag honestly and without privileges: a transaction on the replica reads a
 * probe table (schema replica_lag) while the primary takes an ACCESS EXCLUSIVE lock on it. The replica's WAL replay then
 * waits for that transaction (a recovery conflict; PostgreSQL cancels the reader after
 * max_standby_streaming_delay, 30 s by default), so nothing the primary writes after the lock is on
 * the replica until the transaction ends.
 */
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DbHandle } from '../../src/server/db/client';
import type { ReplicaEvent } from '../../src/server/db/read-router';
import { primaryPosition } from '../../src/server/db/replicas';
import { READ_AFTER_COOKIE } from '../../src/server/http/read-routing';
import type { AppEnv } from '../../src/server/http/types';
import { buildApp } from './helpers/app';
import { insertCourses } from './helpers/courses';
import {
  describeEachDatabase,
  ensureWorkerDatabase,
  openCleanPostgres,
  TEST_DATABASE_READ_URL,
  TEST_DATABASE_URL,
  WORKER_REPLICA_URL,
} from './helpers/databases';
import { createUser, seedRestroom, type TestUser } from './helpers/restrooms';

/** The lag bound of the app in the test of a replica left behind: short, so it waits only seconds. */
const SHORT_LAG_MS = 4_000;
/** The default bound (read-router.ts), which the other apps here keep. */
const DEFAULT_LAG_MS = 10_000;
const UNREACHABLE_REPLICA = 'postgres://fairway_test:fairway_test@127.0.0.1:1/fairway_nowhere';

type App = Hono<AppEnv>;

interface Send {
  as?: TestUser;
  body?: unknown;
  method?: string;
  cookie?: string;
}

async function send(app: App, path: string, { as, body, method, cookie }: Send = {}): Promise<Response> {
  return app.request(path, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...as?.headers,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The `name=value` of the read-your-writes cookie a write's answer set, as the browser sends it back. */
function readAfterCookie(res: Response): string {
  const pair = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(pair).toMatch(new RegExp(`^${READ_AFTER_COOKIE}=[0-9a-f]+$`));
  return pair;
}

const courseBody = (name: string) => ({
  name,
  address: '1 Fairway Lane',
  city: 'Pinehurst',
  state: 'NC',
  zipCode: '28374',
  latitude: 35.19,
  longitude: -79.46,
});

async function json<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

const ready = Boolean(TEST_DATABASE_URL && TEST_DATABASE_READ_URL);
const missing = [
  ...(TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL']),
  ...(TEST_DATABASE_READ_URL ? [] : ['TEST_DATABASE_READ_URL']),
].join(' and ');

describe.skipIf(!ready)(
  ready
    ? 'read replicas · postgres + replica'
    : `read replicas · postgres + replica (skipped: ${missing} not set)`,
  () => {
    let handle: DbHandle;
    let app: App;
    /** A second process's app: its own pools and read router, the same primary and replica. */
    let otherHandle: DbHandle;
    let otherApp: App;
    /** An app whose bound is SHORT_LAG_MS, with its replica reports in lagEvents. */
    let lagHandle: DbHandle;
    let lagApp: App;
    const lagEvents: ReplicaEvent[] = [];
    let primary: postgres.Sql;
    let replica: postgres.Sql;
    let admin: TestUser;
    let golfer: TestUser;
    const events: ReplicaEvent[] = [];

    /**
     * Until the replica has replayed everything the primary has now, and a little longer: the routers
     * trust a replica's last answer about its position for 5 ms.
     */
    async function caughtUp(): Promise<void> {
      const target = await primaryPosition(primary);
      for (let i = 0; i < 500; i++) {
        const [row] = await replica<{ behind: boolean }[]>`
          select pg_wal_lsn_diff(${`${(target >> 32n).toString(16)}/${(target & 0xffffffffn).toString(16)}`}::pg_lsn,
            pg_last_wal_replay_lsn()) > 0 as behind`;
        if (row && !row.behind) return new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the replica did not catch up within 10 s');
    }

    /** Stops the replica's replay (see the top of this file); the function it answers lets it go on. */
    async function holdReplay(): Promise<() => Promise<void>> {
      const reader = await replica.reserve();
      await reader`begin`;
      await reader`select count(*) from replica_lag.probe`;
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`lock table replica_lag.probe in access exclusive mode`);
      });
      return async () => {
        await reader`commit`.catch(() => undefined);
        reader.release();
      };
    }

    /** A public read first, so each router has a recent sample of the primary, then the replica level with it. */
    async function warm(): Promise<void> {
      expect((await send(app, '/api/stats/public')).status).toBe(200);
      expect((await send(otherApp, '/api/stats/public')).status).toBe(200);
      expect((await send(lagApp, '/api/stats/public')).status).toBe(200);
      await caughtUp();
    }

    beforeAll(async () => {
      const url = await ensureWorkerDatabase();
      handle = await openCleanPostgres(url, {
        readUrls: [WORKER_REPLICA_URL!],
        replicas: { onState: (event) => events.push(event) },
      });
      // In a schema of its own: the app's tables (public) stay exactly the migrated ones.
      await handle.db.execute(sql`create schema if not exists replica_lag`);
      await handle.db.execute(sql`create table if not exists replica_lag.probe (id int)`);
      primary = postgres(url, { max: 1, onnotice: () => {} });
      replica = postgres(WORKER_REPLICA_URL!, { max: 2, onnotice: () => {} });
      app = buildApp(handle);
      otherHandle = await openPostgres(url, {
        readUrls: [WORKER_REPLICA_URL!],
        replicas: {},
      });
      otherApp = buildApp(otherHandle);
      lagHandle = await openPostgres(url, {
        readUrls: [WORKER_REPLICA_URL!],
        replicas: { maxLagMs: SHORT_LAG_MS, onState: (event) => lagEvents.push(event) },
      });
      lagApp = buildApp(lagHandle);
      admin = await createUser(handle.db, 'admin');
      golfer = await createUser(handle.db, 'regular', { firstName: 'Ada', lastName: 'Lovelace' });
      await caughtUp();
    });

    afterAll(async () => {
      await handle?.db.execute(sql`drop schema if exists replica_lag cascade`);
      await replica?.end({ timeout: 5 });
      await primary?.end({ timeout: 5 });
      await otherHandle?.close();
      await lagHandle?.close();
      await handle?.close();
    });

    it("a write followed by the writer's read shows the write, while everyone else still reads the lagging replica", async () => {
      await warm();
      const release = await holdReplay();
      let id: string;
      let cookie: string;
      try {
        const created = await send(app, '/api/courses', { as: admin, body: courseBody('Replica Ridge') });
        expect(created.status).toBe(201);
        cookie = readAfterCookie(created);
        id = (await json<{ course: { _id: string } }>(created)).course._id;
        // Anyone else reads the replica, which has not replayed the write yet.
        expect((await send(app, `/api/courses/${id}`)).status).toBe(404);
        expect(
          (await json<{ total: number }>(await send(app, '/api/courses?search=Replica%20Ridge'))).total,
        ).toBe(0);
        // The writer's browser sends the cookie back: the primary answers, with the write.
        const own = await send(app, `/api/courses/${id}`, { cookie });
        expect(own.status).toBe(200);
        expect((await json<{ course: { name: string } }>(own)).course.name).toBe('Replica Ridge');
        const listed = await send(app, '/api/courses?search=Replica%20Ridge', { cookie });
        expect((await json<{ total: number }>(listed)).total).toBe(1);
        // Signed in or not, the cookie is what counts, on whichever process the balancer picks.
        expect((await send(app, `/api/courses/${id}`, { as: admin, cookie })).status).toBe(200);
        expect((await send(otherApp, `/api/courses/${id}`, { cookie })).status).toBe(200);
        expect((await send(otherApp, `/api/courses/${id}`)).status).toBe(404);
      } finally {
        await release();
      }
      await caughtUp();
      const replicaReads = handle.replicas!.served.replica;
      // Replayed: the replica serves everyone the course, the writer included.
      expect((await send(app, `/api/courses/${id}`)).status).toBe(200);
      expect((await send(app, `/api/courses/${id}`, { cookie })).status).toBe(200);
      expect(handle.replicas!.served.replica).toBe(replicaReads + 2);
      expect(events).toEqual([]);
    });

    it('a golfer sees their own review at once; the replica shows it to others once replayed', async () => {
      const [course] = await insertCourses(handle.db, [
        { name: 'Review Replica', latitude: 35.2, longitude: -79.5 },
      ]);
      const restroom = await seedRestroom(handle.db, { courseId: course!.id, status: 'approved' });
      await warm();
      const release = await holdReplay();
      try {
        const posted = await send(app, `/api/restrooms/${restroom.id}/reviews`, {
          as: golfer,
          body: { rating: 5, comment: 'Spotless' },
        });
        expect(posted.status).toBe(201);
        const cookie = readAfterCookie(posted);
        const reviews = async (options: Send) =>
          (
            await json<{ reviews: { comment: string }[] }>(
              await send(app, `/api/restrooms/${restroom.id}/reviews`, options),
            )
          ).reviews;
        expect(await reviews({})).toEqual([]);
        expect(await reviews({ as: golfer, cookie })).toEqual([
          expect.objectContaining({ comment: 'Spotless' }),
        ]);
        // Personal reads never use a replica: the golfer's own list has it without any cookie.
        const mine = await send(app, '/api/users/reviews', { as: golfer });
        const myReviews = (await json<{ reviews: { _id: string }[] }>(mine)).reviews;
        expect(myReviews).toHaveLength(1);
        // Writes and their transactions (the edit recomputes the aggregates) run on the primary.
        const reviewId = myReviews[0]!._id;
        const edited = await send(app, `/api/restrooms/reviews/${reviewId}`, {
          as: golfer,
          method: 'PUT',
          body: { rating: 4, comment: 'Spotless, mostly' },
        });
        expect(edited.status).toBe(200);
        expect(await reviews({ cookie: readAfterCookie(edited) })).toEqual([
          expect.objectContaining({ comment: 'Spotless, mostly' }),
        ]);
        // Readiness checks the primary.
        expect((await send(app, '/api/health')).status).toBe(200);
      } finally {
        await release();
      }
      await caughtUp();
      expect(
        await (async () =>
          (await json<{ reviews: unknown[] }>(await send(app, `/api/restrooms/${restroom.id}/reviews`)))
            .reviews)(),
      ).toHaveLength(1);
    });

    it('only 2xx writes set the cookie, for as long as the lag bound', async () => {
      const refused = await send(app, '/api/courses', { as: golfer, body: courseBody('Not Mine') });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('set-cookie')).toBeNull();
      expect((await send(app, '/api/courses')).headers.get('set-cookie')).toBeNull();
      const created = await send(app, '/api/courses', { as: admin, body: courseBody('Cookie Course') });
      const header = created.headers.get('set-cookie') ?? '';
      expect(header).toContain(`Max-Age=${DEFAULT_LAG_MS / 1000 + 1}`);
      expect(header).toContain('Path=/api');
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      // A value that is not a position is ignored, not an error.
      expect((await send(app, '/api/courses', { cookie: `${READ_AFTER_COOKIE}=zz` })).status).toBe(200);
    });

    it('a replica further behind than the bound is left for the primary, reported once, and used again once level', async () => {
      const warmed = Date.now();
      await warm();
      const release = await holdReplay();
      try {
        const [course] = await insertCourses(handle.db, [
          { name: 'Lagging Links', latitude: 35.3, longitude: -79.6 },
        ]);
        const status = async () => (await send(lagApp, `/api/courses/${course!.id}`)).status;
        // Within the bound, the replica answers: the course is not there yet.
        expect(await status()).toBe(404);
        // Past it, reads go to the primary (they keep coming, as on a live site, so the router keeps sampling).
        let answered = 404;
        while (answered === 404 && Date.now() - warmed < 4 * SHORT_LAG_MS) {
          await new Promise((resolve) => setTimeout(resolve, 150));
          answered = await status();
        }
        expect(answered).toBe(200);
        // Reported once proven: the replica lacks what the primary had a whole bound ago.
        const lagging = () => lagEvents.filter((event) => event.state === 'lagging');
        while (lagging().length === 0 && Date.now() - warmed < 4 * SHORT_LAG_MS) {
          await new Promise((resolve) => setTimeout(resolve, 150));
          expect(await status()).toBe(200);
        }
        expect(await status()).toBe(200);
        expect(lagging()).toHaveLength(1);
      } finally {
        await release();
      }
      await caughtUp();
      const replicaReads = lagHandle.replicas!.served.replica;
      expect((await send(lagApp, '/api/courses?limit=1')).status).toBe(200);
      expect(lagHandle.replicas!.served.replica).toBe(replicaReads + 1);
      expect(lagEvents).toEqual([
        {
          replica: expect.any(String),
          state: 'lagging',
          detail: `more than ${SHORT_LAG_MS} ms behind the primary`,
        },
        { replica: expect.any(String), state: 'ok' },
      ]);
      // The default bound of the other apps was never passed.
      expect(events).toEqual([]);
    });

    it('a replica that is unreachable, lacks the database or is no replica leaves every read to the primary, reported once', async () => {
      const url = await ensureWorkerDatabase();
      const cases: [string, ReplicaEvent['state']][] = [
        [UNREACHABLE_REPLICA, 'down'],
        [new URL('/fairway_no_such_database', WORKER_REPLICA_URL!).toString(), 'down'],
        [url, 'not-a-replica'],
      ];
      for (const [readUrl, state] of cases) {
        const seen: ReplicaEvent[] = [];
        const broken = await openPostgres(url, {
          readUrls: [readUrl],
          replicas: { onState: (e) => seen.push(e) },
        });
        try {
          const brokenApp = buildApp(broken);
          for (let i = 0; i < 3; i++) {
            expect((await send(brokenApp, '/api/courses?limit=1')).status).toBe(200);
            expect((await send(brokenApp, '/api/legal/terms_of_service')).status).toBe(200);
          }
          expect((await send(brokenApp, '/api/health')).status).toBe(200);
          expect(seen, JSON.stringify(seen)).toEqual([expect.objectContaining({ state })]);
          expect(broken.replicas!.served).toEqual({ replica: 0, primary: 6 });
        } finally {
          await broken.close();
        }
      }
    });
  },
);

describeEachDatabase('without read replicas', (getCtx) => {
  it('reads and writes run on the one database and no answer sets the cookie', async () => {
    const { handle, app } = getCtx();
    expect(handle.replicas).toBeUndefined();
    const created = await send(app, '/api/courses', {
      as: await createUser(handle.db, 'admin'),
      body: courseBody('Single Server'),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('set-cookie')).toBeNull();
    const id = (await json<{ course: { _id: string } }>(created)).course._id;
    expect((await send(app, `/api/courses/${id}`)).status).toBe(200);
  });
});
