/**
 * Transactions whose BEGIN leaves with their first statement (src/server/db/pipelined-begin.ts;
 * docs/architecture.md, write path), on the app's own PostgreSQL pool: one round trip fewer, and
 * the same outcomes as postgres-js's own `begin` — a failed statement rolls the whole transaction
 * back even when its error was caught, a thrown error rolls it back, a transaction that sends
 * nothing sends no BEGIN, a nested transaction is a savepoint. Round trips are counted by a relay
 * (helpers/wire-counter.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DbHandle } from '../../src/server/db/client';
import { TransactionRolledBack } from '../../src/server/db/pipelined-begin';
import { statementAtCommit, value } from '../../src/server/db/statements';
import { ensureWorkerDatabase, TEST_DATABASE_URL } from './helpers/databases';
import { startWireCounter, type WireCounter } from './helpers/wire-counter';

const TABLE = 'pipelined_begin_probe';
const insertAtCommit = statementAtCommit(
  'pipelined_begin_probe_insert',
  () => sql`insert into ${sql.raw(TABLE)} (id) values (${value('id')}::int)`,
);

describe.skipIf(!TEST_DATABASE_URL)('pipelined BEGIN · postgres', () => {
  let wire: WireCounter;
  let handle: DbHandle;

  const count = async () => {
    const rows = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${TABLE}`))) as unknown as {
      n: number;
    }[];
    return rows[0]!.n;
  };

  beforeAll(async () => {
    wire = await startWireCounter(await ensureWorkerDatabase());
    // One connection: every statement below runs on it, so each is prepared once and then warm.
    handle = await openPostgres(wire.url, { pools: { size: 1, pointSize: 0 } });
    await handle.db.execute(sql.raw(`create table if not exists ${TABLE} (id int primary key)`));
    await handle.db.execute(sql.raw(`truncate ${TABLE}`));
  });
  afterAll(async () => {
    await handle?.db.execute(sql.raw(`drop table if exists ${TABLE}`));
    await handle?.close();
    await wire?.close();
  });

  it('sends BEGIN with the first statement: a two-statement transaction is three round trips', async () => {
    const write = (id: number) =>
      handle.db.transaction(async (tx) => {
        // No parameters: a statement with some would first be described in a round trip of its own.
        await tx.execute(sql.raw(`insert into ${TABLE} (id) values (${id})`));
        await tx.execute(sql`select 1`);
      });
    await write(1);
    wire.reset();
    await write(2);
    // BEGIN + insert, select, COMMIT (postgres-js's own begin: four).
    expect(wire.writes()).toBe(3);
    expect(await count()).toBe(2);
  });

  it('rolls back what a failed statement began, even when the error was caught', async () => {
    const before = await count();
    const outcome = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.raw(TABLE)} (id) values (100)`);
      // A duplicate key: PostgreSQL aborts the transaction.
      await tx.execute(sql`insert into ${sql.raw(TABLE)} (id) values (100)`).catch(() => undefined);
      return 'answered';
    });
    await expect(outcome).rejects.toBeInstanceOf(TransactionRolledBack);
    expect(await count()).toBe(before);
  });

  it('rolls back when the callback throws, and sends nothing for a transaction without statements', async () => {
    const before = await count();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${sql.raw(TABLE)} (id) values (200)`);
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    expect(await count()).toBe(before);

    wire.reset();
    await expect(
      handle.db.transaction(async () => {
        throw new Error('refused before writing');
      }),
    ).rejects.toThrow('refused before writing');
    expect(await handle.db.transaction(async () => 'nothing to do')).toBe('nothing to do');
    expect(wire.writes()).toBe(0);
    // The connection went back to the pool clean: the next statement runs.
    expect(await count()).toBe(before);
  });

  it('runs a nested transaction as a savepoint: its failure rolls back itself only', async () => {
    const before = await count();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into ${TABLE} (id) values (300)`));
      await expect(
        tx.transaction(async (nested) => {
          await nested.execute(sql.raw(`insert into ${TABLE} (id) values (301)`));
          // A duplicate key aborts the savepoint, not the transaction around it.
          await nested.execute(sql.raw(`insert into ${TABLE} (id) values (300)`));
        }),
      ).rejects.toThrow();
      await tx.transaction(async (nested) => {
        await nested.execute(sql.raw(`insert into ${TABLE} (id) values (302)`));
      });
    });
    expect(await count()).toBe(before + 2);
    const ids = (await handle.db.execute(
      sql.raw(`select id from ${TABLE} where id >= 300 order by id`),
    )) as unknown as { id: number }[];
    expect(ids.map((row) => row.id)).toEqual([300, 302]);
  });

  it('sends a statement queued for the commit with the COMMIT, and rolls back when it fails', async () => {
    const write = (id: number, atCommit: number) =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into ${TABLE} (id) values (${id})`));
        await insertAtCommit(tx, { id: atCommit });
      });
    // Once to prepare the statement on the connection.
    await write(400, 401);
    wire.reset();
    await write(402, 403);
    // BEGIN + insert, then the queued insert + COMMIT.
    expect(wire.writes()).toBe(2);
    const before = await count();
    // 400 exists: the queued statement fails, and the transaction's own insert goes with it.
    await expect(write(404, 400)).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(before);
    // Outside a transaction it runs at once.
    await insertAtCommit(handle.db, { id: 405 });
    expect(await count()).toBe(before + 1);
  });

  it("runs a statement for the commit at once inside a savepoint, so the savepoint's rollback takes it", async () => {
    const before = await count();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into ${TABLE} (id) values (500)`));
      await tx.transaction(async (nested) => {
        await insertAtCommit(nested, { id: 501 });
      });
      await expect(
        tx.transaction(async (nested) => {
          await insertAtCommit(nested, { id: 502 });
          throw new Error('nested refusal');
        }),
      ).rejects.toThrow('nested refusal');
    });
    const ids = (await handle.db.execute(
      sql.raw(`select id from ${TABLE} where id >= 500 order by id`),
    )) as unknown as { id: number }[];
    expect(ids.map((row) => row.id)).toEqual([500, 501]);
    expect(await count()).toBe(before + 2);
  });
});
