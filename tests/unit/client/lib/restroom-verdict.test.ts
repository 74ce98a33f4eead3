import { describe, expect, it } from 'vitest';
import { judgeRestroom, reportNote, verdictText } from '../../../../src/client/lib/restroom-verdict';
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

  it('names the blocking report two golfers made, and lists the others as notes, blocking ones first', () => {
    const locked = report('locked', 10);
    const paper = report('no_paper', 40);
    const broken = { ...report('out_of_order', 5), count: 2 };
    const verdict = judgeRestroom({ ...YEAR_ROUND, activeReports: [paper, locked, broken] }, now, null);
    expect(verdict).toMatchObject({ usable: false, maybe: false, reason: 'Out of order' });
    expect(verdictText(verdict, 'public')).toBe('Not usable now: Out of order');
    expect(verdict.notes.map((note) => note.kind)).toEqual(['locked', 'no_paper']);
    // An owner's word is enough on its own.
    const owners = { ...report('locked', 3), byOwner: true };
    expect(judgeRestroom({ ...YEAR_ROUND, activeReports: [owners] }, now, null)).toMatchObject({
      maybe: false,
      reason: 'Locked',
    });
  });

  it("one golfer's blocking report: maybe not usable, in their words (docs/product.md §13)", () => {
    const verdict = judgeRestroom({ ...YEAR_ROUND, activeReports: [report('locked', 10)] }, now, null);
    expect(verdict).toMatchObject({
      usable: false,
      maybe: true,
      reason: '1 golfer reported it locked 10 min ago',
    });
    expect(verdictText(verdict, 'public')).toBe('Maybe not usable: 1 golfer reported it locked 10 min ago');
  });

  it('puts what lasts longest first: gone, closed for the season, its hours', () => {
    const [locked, gone, closed] = [report('locked', 1), report('gone', 1), report('closed_for_season', 1)];
    const judged = (activeReports: ReturnType<typeof report>[]) =>
      judgeRestroom({ ...YEAR_ROUND, activeReports }, now, null);
    const twice = (r: ReturnType<typeof report>) => ({ ...r, count: 2 });
    expect(judged([locked, gone, closed].map(twice))).toMatchObject({ reason: 'Reported gone' });
    expect(judged([locked, closed].map(twice))).toMatchObject({ reason: 'Closed for the season' });
    // A lone "gone" beside two golfers' "locked": the corroborated one heads the verdict.
    expect(judged([twice(locked), gone])).toMatchObject({ maybe: false, reason: 'Locked' });
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
