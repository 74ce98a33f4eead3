// @vitest-environment happy-dom
/** The round this device remembers (lib/round-memory.ts), which the installed app opens on (issue 38). */
import { afterEach, describe, expect, it } from 'vitest';
import { currentRoundCourse, ROUND_MEMORY_MS, roundHoleKey } from '../../../../src/client/lib/round-memory';

const now = new Date('2026-06-01T14:00:00Z');
const mark = (hole: number, agoMs: number) => JSON.stringify({ hole, at: now.getTime() - agoMs });

afterEach(() => localStorage.clear());

describe('currentRoundCourse', () => {
  it('is null with no round on the device', () => {
    localStorage.setItem('accessToken', 'x');
    expect(currentRoundCourse(now)).toBeNull();
  });

  it('is the course whose hole was set most recently, within a round’s length', () => {
    localStorage.setItem(roundHoleKey('morning'), mark(18, 5 * 3_600_000));
    localStorage.setItem(roundHoleKey('afternoon'), mark(4, 20 * 60_000));
    localStorage.setItem(roundHoleKey('yesterday'), mark(9, ROUND_MEMORY_MS + 60_000));
    expect(currentRoundCourse(now)).toBe('afternoon');
  });

  it('ignores a round over 8 hours old and a malformed mark', () => {
    localStorage.setItem(roundHoleKey('yesterday'), mark(9, ROUND_MEMORY_MS + 60_000));
    localStorage.setItem(roundHoleKey('broken'), '{"hole":"seven"}');
    localStorage.setItem(roundHoleKey('no-such-hole'), mark(0, 0));
    expect(currentRoundCourse(now)).toBeNull();
  });
});
