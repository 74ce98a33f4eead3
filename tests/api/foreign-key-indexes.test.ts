/**
 * Every foreign key's columns lead an index of their table. Deleting the referenced row (an
 * account, a course, a restroom) makes PostgreSQL find the referencing rows to cascade or set null;
 * without such an index it reads the whole table for each deleted row, which a catalogue of
 * worldwide courses and their votes turns into seconds per deleted account.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from './helpers/consistency';
import { describeEachDatabase } from './helpers/databases';

describeEachDatabase('foreign keys', (getCtx) => {
  it('each lead an index of their table (partial ones included)', async () => {
    const keys = await queryRows<{ key: string; indexed: boolean }>(
      getCtx().db,
      sql`
      select c.conrelid::regclass::text || ' (' || c.conname || ')' as key, exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (select array_agg(k order by k) from unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) k)
              = (select array_agg(k order by k) from unnest(c.conkey) k)
        ) as indexed
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      order by 1`,
    );
    // The query sees the schema's keys (it cannot pass for want of them).
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((row) => !row.indexed).map((row) => row.key)).toEqual([]);
  });
});
