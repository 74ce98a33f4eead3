import { describe, expect, it } from 'vitest';
import { US_STATES, US_STATE_CODES } from '../../../src/shared/constants';
import { RESTROOM_NAME_CHOICES } from '../../../src/shared/restroom-constants';

describe('constants', () => {
  it('lists the 50 US states with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(US_STATE_CODES).toContain('NC');
  });

  it('offers every hole from 1 to 27 as an on-course name, the spec’s names (holes 2–8 and 11–17) among them', () => {
    const names = RESTROOM_NAME_CHOICES['on-course'];
    expect(names).toHaveLength(27);
    expect(names[0]).toBe('Hole 1 Restroom');
    expect(names.at(-1)).toBe('Hole 27 Restroom');
    for (const hole of [2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17]) {
      expect(names).toContain(`Hole ${hole} Restroom`);
    }
  });
});
