/**
 * Statements built once (src/server/db/statements.ts, docs/architecture.md write path): the text
 * is built on the first run only, runs on the database and inside any transaction with each run's
 * values, and answers the driver's rows, the same on both databases, timestamps included. The
 * review post's statements stand on it.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { statement, timestampOf, value } from '../../src/server/db/statements';
import { describeEachDatabase } from './helpers/databases';
import { createUser } from './helpers/restrooms';

describeEachDatabase('statements built once', (getCtx) => {
  it('builds the text on the first run only and fills its values on every run, in and out of transactions', async () => {
    const { db } = getCtx();
    let builds = 0;
    const echo = statement('test_statement_echo', () => {
      builds += 1;
      return sql`select ${value('word')}::text as "word", ${value('n')}::int + 1 as "next",
        ${value('n')}::int > 1 as "big", null::text as "nothing"`;
    });
    expect(await echo(db, { word: 'first', n: 1 })).toEqual([
      { word: 'first', next: 2, big: false, nothing: null },
    ]);
    const inside = await db.transaction(async (tx) => [
      await echo(tx, { word: 'second', n: 2 }),
      await echo(tx, { word: 'third', n: 3 }),
    ]);
    expect(inside).toEqual([
      [{ word: 'second', next: 3, big: true, nothing: null }],
      [{ word: 'third', next: 4, big: true, nothing: null }],
    ]);
    expect(await echo(db, { word: 'fourth', n: 4 })).toEqual([
      { word: 'fourth', next: 5, big: true, nothing: null },
    ]);
    expect(builds).toBe(1);
  });

  it('answers a timestamp that timestampOf reads as the Date Drizzle maps it to', async () => {
    const { db } = getCtx();
    const user = await createUser(db);
    const createdAt = statement(
      'test_statement_created_at',
      () => sql`select created_at as "createdAt" from users where id = ${value('id')}::uuid`,
    );
    const [row] = await createdAt(db, { id: user.id });
    const [mapped] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
    expect(timestampOf(row!.createdAt).toISOString()).toBe(mapped!.createdAt.toISOString());
  });

  it('fails as any Drizzle query fails (the database error as its cause), and runs again after', async () => {
    const { db } = getCtx();
    const divide = statement('test_statement_divide', () => sql`select 10 / ${value('by')}::int as "q"`);
    const failure = await divide(db, { by: 0 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).cause)).toMatch(/division by zero/);
    expect(await divide(db, { by: 5 })).toEqual([{ q: 2 }]);
  });
});
