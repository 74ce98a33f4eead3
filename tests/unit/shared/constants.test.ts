import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '../../../src/shared/constants';
import { US_STATES } from '../../../src/shared/us-states';
import { RESTROOM_NAME_CHOICES } from '../../../src/shared/restroom-constants';

describe('constants', () => {
  it('lists the 50 US states with unique two-letter codes', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(US_STATE_CODES).toContain('NC');
  });

  it('pairs every code with its own name (two lists kept in step)', () => {
    expect(US_STATES.map(([code]) => code)).toEqual(US_STATE_CODES);
    const names = US_STATES.map(([, name]) => name);
    expect(new Set(names).size).toBe(50);
    // The codes follow the names' alphabetical order (the selector's order), so a slip shows here.
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(Object.fromEntries(US_STATES)).toMatchObject({
      AL: 'Alabama',
      MI: 'Michigan',
      NC: 'North Carolina',
      NV: 'Nevada',
      WY: 'Wyoming',
    });
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
