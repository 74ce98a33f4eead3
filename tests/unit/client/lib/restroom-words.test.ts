/** The words the screens use for a restroom's details (issue 15, docs/product.md §10). */
import { describe, expect, it } from 'vitest';
import {
  daysAgoText,
  freshnessText,
  openMonthsText,
  reportHintText,
  reportedAgoText,
} from '../../../../src/client/lib/restroom-words';
import { REPORT_KINDS } from '../../../../src/shared/report-kinds';

const now = new Date('2026-11-26T15:00:00.000Z');

describe('restroom words', () => {
  it('words each report hint from the lifetime the report really has (shared/report-kinds.ts)', () => {
    expect(REPORT_KINDS.map((kind) => [kind, reportHintText(kind)])).toEqual([
      ['locked', 'Clears itself after a day'],
      ['out_of_order', 'Clears itself after a day'],
      ['no_paper', 'Clears itself after 4 hours'],
      ['no_soap', 'Clears itself after 4 hours'],
      ['needs_cleaning', 'Clears itself after 4 hours'],
      ['closed_for_season', 'Until its season starts again'],
      ['gone', 'The course owner checks and removes it'],
    ]);
  });

  it('names open months as a run or a list', () => {
    expect(openMonthsText([4, 5, 6, 7, 8, 9, 10])).toBe('Open Apr–Oct');
    expect(openMonthsText([1, 3, 12])).toBe('Open Jan, Mar, Dec');
    expect(openMonthsText([5, 6])).toBe('Open May, Jun');
    expect(openMonthsText(Array.from({ length: 12 }, (_, i) => i + 1))).toBe('Open all year');
  });

  it('says how long ago in words a golfer reads at a glance', () => {
    expect(reportedAgoText('2026-11-26T14:59:40.000Z', now)).toBe('just now');
    expect(reportedAgoText('2026-11-26T14:20:00.000Z', now)).toBe('40 min ago');
    expect(reportedAgoText('2026-11-26T12:00:00.000Z', now)).toBe('3 h ago');
    expect(daysAgoText('2026-11-26T01:00:00.000Z', now)).toBe('today');
    expect(daysAgoText('2026-11-25T10:00:00.000Z', now)).toBe('yesterday');
    expect(daysAgoText('2026-11-20T10:00:00.000Z', now)).toBe('6 days ago');
  });

  it('marks the owner’s confirmation as such, and says so when nobody confirmed', () => {
    const owner = '2026-11-23T10:00:00.000Z';
    expect(freshnessText({ lastConfirmedAt: owner, ownerConfirmedAt: owner }, now)).toBe(
      'Owner confirmed 3 days ago',
    );
    expect(freshnessText({ lastConfirmedAt: '2026-11-26T09:00:00.000Z', ownerConfirmedAt: owner }, now)).toBe(
      'Confirmed today',
    );
    expect(freshnessText({ lastConfirmedAt: null, ownerConfirmedAt: null }, now)).toBe('Not confirmed yet');
  });
});
