/**
 * A queued "Still here and OK" on the card (features/course-detail/api/status-overlay.ts) clears the
 * reports only where the server's rule would (shared/restroom-state.ts confirmationClears, issue 32):
 * from an owner of the course, or from a verified golfer once as many confirmed as reported. The
 * device knows only its own golfer's voice, so two reporters keep the warning until the server says.
 */
import { describe, expect, it } from 'vitest';
import {
  overlayStatus,
  type ConfirmerVoice,
} from '../../../../src/client/features/course-detail/api/status-overlay';
import type { EntryOfKind } from '../../../../src/client/offline/outbox';
import type { ActiveReport } from '../../../../src/shared/schemas/restroom-details';
import { confirmationClears } from '../../../../src/shared/restroom-state';
import { restroom } from './fixtures';

const NOW = Date.parse('2026-11-13T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const report = (kind: ActiveReport['kind'], count: number, expiresIn: number | null = 60): ActiveReport => ({
  kind,
  count,
  lastReportedAt: at(-30),
  expiresAt: expiresIn === null ? null : at(expiresIn),
});

const confirmation = {
  id: 'e1',
  kind: 'restroom.confirm',
  params: { restroomId: restroom(1)._id },
  userId: 'golfer',
  status: 'pending',
  createdAt: NOW,
} as unknown as EntryOfKind<'restroom.confirm'>;

const GOLFER: ConfirmerVoice = { byOwner: false, verified: true };

/** The kinds still shown on the card after the golfer's confirmation. */
function afterConfirming(reports: ActiveReport[], voice: ConfirmerVoice) {
  const shown = overlayStatus(
    { ...restroom(1), activeReports: reports, myFeedback: 'none' },
    confirmation,
    voice,
  );
  expect(shown?.lastConfirmedAt).toBe(at(0));
  return shown?.activeReports.map((r) => r.kind);
}

describe('"Still here and OK" on the device follows the server’s rule', () => {
  it('one golfer reported: a verified golfer’s confirmation clears it ("gone" waits for the owner)', () => {
    expect(afterConfirming([report('locked', 1), report('gone', 1, null)], GOLFER)).toEqual(['gone']);
  });

  it('two golfers reported: one confirmation clears nothing yet', () => {
    expect(afterConfirming([report('locked', 2)], GOLFER)).toEqual(['locked']);
    // Two kinds may be two golfers: the device cannot tell, so it keeps them.
    expect(afterConfirming([report('locked', 1), report('no_paper', 1)], GOLFER)).toEqual([
      'locked',
      'no_paper',
    ]);
  });

  it('an expired report is not counted', () => {
    expect(afterConfirming([report('locked', 1), report('out_of_order', 1, -5)], GOLFER)).toEqual([]);
  });

  it('a golfer without a verified email has no voice; an owner of the course clears at once', () => {
    expect(afterConfirming([report('locked', 1)], { byOwner: false, verified: false })).toEqual(['locked']);
    expect(
      afterConfirming([report('locked', 3), report('gone', 2, null)], { byOwner: true, verified: true }),
    ).toEqual(['gone']);
  });

  it('the shared rule itself: as many confirmers as reporters, or an owner; nothing to clear is no clearing', () => {
    expect(confirmationClears({ byOwner: false, confirmers: 2, reporters: 2 })).toBe(true);
    expect(confirmationClears({ byOwner: false, confirmers: 1, reporters: 2 })).toBe(false);
    expect(confirmationClears({ byOwner: false, confirmers: 1, reporters: 0 })).toBe(false);
    expect(confirmationClears({ byOwner: true, confirmers: 0, reporters: 3 })).toBe(true);
  });
});
