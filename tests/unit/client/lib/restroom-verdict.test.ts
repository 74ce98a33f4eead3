import { describe, expect, it } from 'vitest';
import { judgeRestroom, reportNote } from '../../../../src/client/lib/restroom-verdict';
import { report } from '../nearby/fixtures';

const YEAR_ROUND = { season: 'year_round', openMonths: [] } as const;
const now = new Date();

describe('judgeRestroom (usable now, judged on the device)', () => {
  it('is usable with no report, and keeps supply reports as notes', () => {
    expect(judgeRestroom({ ...YEAR_ROUND, activeReports: [] }, now, null)).toEqual({
      usable: true,
      notes: [],
      hours: null,
    });
    const paper = report('no_paper', 40);
    expect(judgeRestroom({ ...YEAR_ROUND, activeReports: [paper] }, now, null)).toEqual({
      usable: true,
      notes: [paper],
      hours: null,
    });
  });

  it('names the blocking report, and lists the others as notes, blocking ones first', () => {
    const locked = report('locked', 10);
    const paper = report('no_paper', 40);
    const broken = report('out_of_order', 5);
    const verdict = judgeRestroom({ ...YEAR_ROUND, activeReports: [paper, locked, broken] }, now, null);
    expect(verdict).toMatchObject({ usable: false, reason: 'Out of order' });
    expect(verdict.notes.map((note) => note.kind)).toEqual(['locked', 'no_paper']);
  });

  it('puts what lasts longest first: gone, closed for the season, its hours', () => {
    const [locked, gone, closed] = [report('locked', 1), report('gone', 1), report('closed_for_season', 1)];
    const judged = (activeReports: ReturnType<typeof report>[]) =>
      judgeRestroom({ ...YEAR_ROUND, activeReports }, now, null);
    expect(judged([locked, gone, closed])).toMatchObject({ reason: 'Gone (removed)' });
    expect(judged([locked, closed])).toMatchObject({ reason: 'Closed for the season' });
    // Out of its months, the season outranks a locked door: it lasts longer.
    const otherMonth = ((now.getUTCMonth() + 6) % 12) + 1;
    const offSeason = { season: 'seasonal', openMonths: [otherMonth] } as const;
    expect(judgeRestroom({ ...offSeason, activeReports: [locked] }, now, null)).toMatchObject({
      usable: false,
      reason: 'Closed for the season',
    });
    expect(judgeRestroom({ ...offSeason, activeReports: [] }, now, null)).toMatchObject({
      reason: 'Closed for the season',
    });
  });

  it('ignores reports that have expired since the answer came', () => {
    const expired = report('locked', 25 * 60, -60);
    expect(judgeRestroom({ ...YEAR_ROUND, activeReports: [expired] }, now, null)).toEqual({
      usable: true,
      notes: [],
      hours: null,
    });
  });
});

describe('reportNote', () => {
  it('says what and how long ago', () => {
    expect(reportNote(report('no_paper', 40), now)).toBe('Out of paper · 40 min ago');
    expect(reportNote(report('no_soap', 180), now)).toBe('No soap · 3 h ago');
  });
});
