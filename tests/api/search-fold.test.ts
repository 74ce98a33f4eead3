/**
 * Name search folds accents and case the same way in the database (fairway_fold, behind the
 * generated search_name column) and on the device (shared/search-fold.ts, for saved courses
 * offline): every letter of the table and a set of real course names give the same text.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { FOLD_FROM, FOLD_MULTI, foldForSearch } from '../../src/shared/search-fold';
import { describeEachDatabase } from './helpers/databases';

const SAMPLES = [
  'Golfclub München-Riem',
  'Golfplatz Straßlach',
  'Königlicher Golfclub Æbelø',
  'Ĳsselmeer Œuvre Þingvellir',
  'Club de Golf Alcanada — Mallorca',
  'Łódź Golf Club',
  'Český Krumlov · Golf',
  'Гольф-клуб Москва',
  'ゴルフ倶楽部',
  "St Andrews' Old Course (18 holes)",
  '100% _literal_ \\ text',
];

describeEachDatabase('search folding', (getCtx) => {
  it('folds every letter of the table and real names as shared/search-fold.ts does', async () => {
    const texts = [...SAMPLES, [...FOLD_FROM].join(' '), FOLD_MULTI.map(([from]) => from).join(' ')];
    for (const text of texts) {
      const result = (await getCtx().db.execute(sql`select fairway_fold(${text}) as folded`)) as unknown as {
        rows?: { folded: string }[];
      } & { folded: string }[];
      const [row] = result.rows ?? result;
      expect(row?.folded, text).toBe(foldForSearch(text));
    }
    expect(foldForSearch('Golfclub München-Riem')).toBe('golfclub munchen-riem');
    expect(foldForSearch('Straße ÆØÅ')).toBe('strasse aeoa');
  });
});
