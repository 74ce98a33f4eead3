/**
 * Issue 15, "no duplicates by accident": which of a course's restrooms Add Restroom shows under
 * "Already listed here" before queueing (features/course-detail/lib/similar-restrooms.ts): the same
 * location type, or a position within 50 m of the new pin; the same name first.
 */
import { describe, expect, it } from 'vitest';
import { similarRestrooms } from '../../../../src/client/features/course-detail/lib/similar-restrooms';

/** About 1 m of latitude, in degrees (Earth radius 3959 mi). */
const METRE = 1 / 111_195;
const PIN = { latitude: 35.1925, longitude: -79.4601 };

const listed = (
  name: string,
  locationType: 'clubhouse' | 'halfway-house' | 'on-course',
  metresNorth: number | null = null,
) => ({
  name,
  locationType,
  latitude: metresNorth === null ? null : PIN.latitude + metresNorth * METRE,
  longitude: metresNorth === null ? null : PIN.longitude,
});

describe('similarRestrooms', () => {
  it('finds the restrooms of the same location type, and only those, without a position', () => {
    const course = [
      listed('Clubhouse Main', 'clubhouse'),
      listed('Turn House', 'halfway-house'),
      listed('Hole 7 Restroom', 'on-course'),
      listed('Clubhouse Pro Shop', 'clubhouse', 5),
    ];
    const found = similarRestrooms(
      { name: 'Clubhouse Restaurant', locationType: 'clubhouse', position: null },
      course,
    );
    expect(found.map((r) => r.name)).toEqual(['Clubhouse Main', 'Clubhouse Pro Shop']);
  });

  it('finds a restroom of another type pinned within 50 m of the new pin, not one 60 m away', () => {
    const course = [
      listed('Hole 9 Restroom', 'on-course', 40),
      listed('Hole 10 Restroom', 'on-course', 60),
      listed('Hole 11 Restroom', 'on-course', -49),
    ];
    const found = similarRestrooms(
      { name: 'Turn House', locationType: 'halfway-house', position: PIN },
      course,
    );
    expect(found.map((r) => r.name)).toEqual(['Hole 9 Restroom', 'Hole 11 Restroom']);
  });

  it('never matches by position a restroom that has none of its own (it stands at its course)', () => {
    const course = [listed('Hole 9 Restroom', 'on-course')];
    expect(
      similarRestrooms({ name: 'Turn House', locationType: 'halfway-house', position: PIN }, course),
    ).toEqual([]);
  });

  it('puts the one with the same name (case and spacing ignored) first', () => {
    const course = [
      listed('Hole 3 Restroom', 'on-course'),
      listed('hole  12 restroom', 'on-course'),
      listed('Hole 5 Restroom', 'on-course'),
    ];
    const found = similarRestrooms(
      { name: 'Hole 12 Restroom', locationType: 'on-course', position: null },
      course,
    );
    expect(found.map((r) => r.name)).toEqual(['hole  12 restroom', 'Hole 3 Restroom', 'Hole 5 Restroom']);
  });

  it('finds nothing on a course with no restrooms yet', () => {
    expect(
      similarRestrooms({ name: 'Clubhouse Main', locationType: 'clubhouse', position: PIN }, []),
    ).toEqual([]);
  });
});
