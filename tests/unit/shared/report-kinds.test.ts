import { describe, expect, it } from 'vitest';
import { BLOCKING_REPORT_KINDS, reportKind } from '../../../src/shared/report-kinds';
import { reportExpiry } from '../../../src/shared/restroom-state';

describe('report kinds', () => {
  // The words of each lifetime are the client's, in the golfer's language (restroom-words.test.ts).
  it('gives each report the lifetime its kind says', () => {
    const at = new Date('2025-06-01T12:00:00Z');
    const anySeason = { season: 'year_round' as const, openMonths: [] };
    expect(reportExpiry('locked', at, anySeason)?.toISOString()).toBe('2025-06-02T12:00:00.000Z');
    expect(reportExpiry('no_soap', at, anySeason)?.toISOString()).toBe('2025-06-01T16:00:00.000Z');
    expect(reportExpiry('gone', at, anySeason)).toBeNull();
  });

  it('blocks a restroom for the kinds that stop a golfer, not for supplies', () => {
    expect(BLOCKING_REPORT_KINDS).toEqual(['locked', 'out_of_order', 'closed_for_season', 'gone']);
    expect(reportKind('needs_cleaning')).toMatchObject({
      label: 'Needs cleaning',
      words: 'needing cleaning',
    });
  });
});
