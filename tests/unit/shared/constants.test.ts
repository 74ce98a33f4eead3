import { describe, expect, it } from 'vitest';
import { RESTROOM_NAME_CHOICES, US_STATES, US_STATE_CODES } from '../../../src/shared/constants';

describe('constants', () => {
  it('lists the 50 US states with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(US_STATE_CODES).toContain('NC');
  });

  it('offers the spec’s on-course restroom names (holes 2–8 and 11–17)', () => {
    expect(RESTROOM_NAME_CHOICES['on-course']).toEqual([
      'Hole 2 Restroom',
      'Hole 3 Restroom',
      'Hole 4 Restroom',
      'Hole 5 Restroom',
      'Hole 6 Restroom',
      'Hole 7 Restroom',
      'Hole 8 Restroom',
      'Hole 11 Restroom',
      'Hole 12 Restroom',
      'Hole 13 Restroom',
      'Hole 14 Restroom',
      'Hole 15 Restroom',
      'Hole 16 Restroom',
      'Hole 17 Restroom',
    ]);
  });
});
