/**
 * Every foreign key's columns lead an index of their table. Deleting the referenced row (an
 * account, a course, a restroom) makes PostgreSQL find the referencing rows to cascade or set null;
 * without such an index it reads the whole table for each deleted row, which a catalogue of
 * worldwide courses and their votes turns into seconds per deleted account.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/databases';

describeEachDatabase('foreign keys', (getCtx) => {
  it('each lead an index of their table (partial ones included)', async () => {
    const result = (await getCtx().db.execute(sql`
      select c.conrelid::regclass::text || ' (' || c.conname || ')' as key
      from pg_constraint c
      where c.contype = 'f'
        and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (select array_agg(k order by k) from unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) k)
              = (select array_agg(k order by k) from unnest(c.conkey) k)
        )
      order by 1`)) as unknown as { rows?: { key: string }[] } & { key: string }[];
    const unindexed = (result.rows ?? result).map((row) => row.key);
    expect(unindexed).toEqual([]);
  });

  it('are found by that check (it does not pass for want of keys)', async () => {
    const result = (await getCtx().db.execute(sql`
      select cardinality(conkey) as columns, count(*)::int as n
      from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace
      group by 1`)) as unknown as { rows?: { columns: number; n: number }[] } & {
      columns: number;
      n: number;
    }[];
    const byWidth = new Map((result.rows ?? result).map((row) => [Number(row.columns), row.n]));
    expect(byWidth.get(1)).toBeGreaterThan(20);
  });
});
