/**
 * The embedded database runs in its own thread (docs/performance.md, "PGlite in its
 * own thread"): a heavy query must not stop the server from answering, and through the thread the
 * database must behave as PGlite does in one — errors with their fields, transactions that commit
 * or roll back as a whole, other queries waiting for an open transaction.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type DbHandle } from '../../src/server/db/client';
import { statementAtCommit, value } from '../../src/server/db/statements';
import { buildApp } from './helpers/app';
import { copyPgliteTemplate } from './helpers/pglite-template';

let dir: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fairway-pglite-worker-'));
  await copyPgliteTemplate(dir);
  handle = await openPglite(dir);
});

afterAll(async () => {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

/** Long enough on any machine that the answers below come while it is still running. */
const HEAVY = sql`select count(*) from generate_series(1, 4000000) a, generate_series(1, 2) b`;

/** Tens of milliseconds: well under the scheduler's age limit, far over the cheap query. */
const MEDIUM = sql`select count(*) from generate_series(1, 150000)`;
const CHEAP = sql`select 1 as cheap`;

/** PGlite answers `execute` with `{ rows }` (PostgreSQL's driver with the rows themselves). */
const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

const errorWithCode = (error: unknown): { code?: string; constraint?: string } | undefined => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code) return e;
  }
  return undefined;
};

describe('PGlite in its own thread', () => {
  it('answers requests while a heavy query runs', async () => {
    const app = buildApp(handle);
    let heavyDone = false;
    const heavy = handle.db.execute(HEAVY).then(() => {
      heavyDone = true;
    });
    // In the server's own thread the query would hold the event loop: no timer, no request
    // could run until it ended, and every answer below would come after it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const live = await app.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(heavyDone).toBe(false);
    await heavy;
    expect(heavyDone).toBe(true);
  });

  it("keeps a database error's fields across the thread", async () => {
    await handle.db.execute(sql`create temporary table worker_probe (id int primary key)`);
    await handle.db.execute(sql`insert into worker_probe values (1)`);
    const failure = await handle.db
      .execute(sql`insert into worker_probe values (1)`)
      .catch((e: unknown) => e);
    expect(errorWithCode(failure)).toMatchObject({ code: '23505', constraint: 'worker_probe_pkey' });
    // The thread goes on answering after an error.
    expect(rowsOf(await handle.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('rolls a failed transaction back as a whole and commits a good one', async () => {
    await handle.db.execute(sql`create temporary table worker_tx (id int)`);
    const failed = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into worker_tx values (1)`);
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect((failed as Error).message).toBe('changed my mind');
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_tx values (2)`);
      // A nested transaction is a savepoint: its failure undoes only its own rows.
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into worker_tx values (3)`);
          throw new Error('inner only');
        })
        .catch(() => {});
    });
    expect(rowsOf(await handle.db.execute(sql`select id from worker_tx order by id`))).toEqual([{ id: 2 }]);
  });

  it('keeps a transaction whose first statement failed open and aborted, as PostgreSQL does', async () => {
    // The first statement travels with the begin (one message): its failure must not end the
    // transaction behind the caller's back, or a later statement would run outside it.
    await handle.db.execute(sql`create temporary table worker_first (id int primary key)`);
    await handle.db.execute(sql`insert into worker_first values (1)`);
    const later = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into worker_first values (1)`).catch(() => {});
        await tx.execute(sql`insert into worker_first values (2)`);
      })
      .catch((e: unknown) => e);
    expect(errorWithCode(later)?.code).toBe('25P02');
    expect(rowsOf(await handle.db.execute(sql`select id from worker_first order by id`))).toEqual([
      { id: 1 },
    ]);
  });

  it("runs statements sent together at a transaction's start in that one transaction", async () => {
    await handle.db.execute(sql`create temporary table worker_together (id int)`);
    const failed = await handle.db
      .transaction(async (tx) => {
        await Promise.all([1, 2, 3].map((id) => tx.execute(sql`insert into worker_together values (${id})`)));
        expect(rowsOf(await tx.execute(sql`select count(*)::int as n from worker_together`))).toEqual([
          { n: 3 },
        ]);
        throw new Error('undo all three');
      })
      .catch((e: unknown) => e);
    expect((failed as Error).message).toBe('undo all three');
    expect(rowsOf(await handle.db.execute(sql`select count(*)::int as n from worker_together`))).toEqual([
      { n: 0 },
    ]);
    // A callback that runs nothing begins nothing, and answers its value.
    expect(await handle.db.transaction(async () => 'nothing to do')).toBe('nothing to do');
  });

  it('carries the statements queued for the commit with its end: one message, all or nothing', async () => {
    await handle.db.execute(sql`create temporary table worker_last (id int primary key)`);
    const insertAtCommit = statementAtCommit(
      'worker_last_insert',
      () => sql`insert into worker_last values (${value('id')}::int)`,
    );
    const messages = vi.spyOn(Worker.prototype, 'postMessage');
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_last values (1)`);
      await insertAtCommit(tx, { id: 2 });
    });
    // The begin with the first insert, then the end with the queued one (it was three messages).
    expect(messages).toHaveBeenCalledTimes(2);
    messages.mockRestore();
    const failed = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into worker_last values (3)`);
        await insertAtCommit(tx, { id: 1 });
      })
      .catch((e: unknown) => e);
    expect(errorWithCode(failed)?.code).toBe('23505');
    // Only statements at commit: the first of them begins the transaction. Inside a savepoint one
    // runs at once, so the savepoint's rollback takes it along.
    await handle.db.transaction(async (tx) => {
      await insertAtCommit(tx, { id: 4 });
      await insertAtCommit(tx, { id: 5 });
      await tx
        .transaction(async (inner) => {
          await insertAtCommit(inner, { id: 6 });
          throw new Error('inner only');
        })
        .catch(() => {});
    });
    expect(rowsOf(await handle.db.execute(sql`select id from worker_last order by id`))).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 4 },
      { id: 5 },
    ]);
  });

  it('runs a query from outside an open transaction after it ends, never inside it', async () => {
    await handle.db.execute(sql`create temporary table worker_order (id int)`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let begun: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_order values (1)`);
      begun();
      await held;
      await tx.execute(sql`insert into worker_order values (2)`);
    });
    await started;
    const outside = handle.db.execute(sql`select count(*)::int as n from worker_order`);
    release();
    await transaction;
    // Both rows: the outside read waited for the commit instead of landing between the two.
    expect(rowsOf(await outside)).toEqual([{ n: 2 }]);
  });
});

/** Four medium queries, then a cheap one, all sent at once: the order they finish in. */
async function finishingOrder(db: DbHandle['db']): Promise<string[]> {
  // Both shapes once, so the worker has learnt what each costs.
  await db.execute(MEDIUM);
  await db.execute(CHEAP);
  const order: string[] = [];
  const mediums = [1, 2, 3, 4].map(() => db.execute(MEDIUM).then(() => order.push('medium')));
  const cheap = db.execute(CHEAP).then(() => order.push('cheap'));
  await Promise.all([...mediums, cheap]);
  return order;
}

async function withOwnPglite<T>(ageLimitMs: number, use: (own: DbHandle) => Promise<T>): Promise<T> {
  const own = await mkdtemp(path.join(tmpdir(), 'fairway-pglite-worker-own-'));
  try {
    await copyPgliteTemplate(own);
    const opened = await openPglite(own, { ageLimitMs });
    try {
      return await use(opened);
    } finally {
      await opened.close();
    }
  } finally {
    await rm(own, { recursive: true, force: true });
  }
}

describe('PGlite thread scheduling', () => {
  it('runs a cheap query before costlier ones that came first (shortest expected first)', async () => {
    // An age limit no query reaches here, so the order is the costs' alone on any machine.
    const order = await withOwnPglite(60_000, (own) => finishingOrder(own.db));
    // First come, first served would put it last, behind all four.
    expect(order.indexOf('cheap')).toBeLessThanOrEqual(1);
  });

  it('lets a query that has waited its age limit go first, so none starves', async () => {
    // Every query is "aged" at once: arrival order, the cheap one last.
    const order = await withOwnPglite(0, (own) => finishingOrder(own.db));
    expect(order).toEqual(['medium', 'medium', 'medium', 'medium', 'cheap']);
  });
});

describe('PGlite thread shutdown', () => {
  it('closes the thread, and a query after that fails with a reason instead of hanging', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'fairway-pglite-worker-close-'));
    try {
      await copyPgliteTemplate(own);
      const closing = await openPglite(own);
      await closing.ping();
      await closing.close();
      const after = await closing.db.execute(sql`select 1`).catch((e: unknown) => e);
      expect(String((after as Error).cause ?? after)).toMatch(/embedded database's thread stopped/);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });
});
