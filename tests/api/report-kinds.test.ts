/**
 * The database's CHECK on a report's kind (migrations, db/schema/reports.ts) names exactly the
 * kinds of src/shared/report-kinds.ts: a kind added there without a migration, or the other way
 * round, fails here.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { REPORT_KINDS } from '../../src/shared/report-kinds';
import { describeEachDatabase } from './helpers/databases';

describeEachDatabase('report kinds in the database', (getCtx) => {
  it('the CHECK on restroom_reports.kind allows exactly the shared kinds', async () => {
    const result = (await getCtx().db.execute(
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'restroom_reports_kind_check'`,
    )) as unknown as { rows?: { def: string }[] } & { def: string }[];
    const [row] = result.rows ?? result;
    const allowed = [...(row?.def ?? '').matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual([...REPORT_KINDS].sort());
  });
});
