// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  isAtCourse,
  packDecision,
  type CoursePackMode,
} from '../../../../src/client/features/offline-maps/lib/course-pack';
import {
  COURSE_PACK_MODE_KEY,
  declinePack,
  packDeclined,
  readPackMode,
  writePackMode,
} from '../../../../src/client/features/offline-maps/lib/settings';

// Pinehurst No. 2's clubhouse, and points due north of it (1° of latitude ≈ 111.2 km).
const COURSE = { latitude: 35.1954, longitude: -79.4695 };
const north = (metres: number) => ({
  latitude: COURSE.latitude + metres / 111_195,
  longitude: COURSE.longitude,
});

afterEach(() => localStorage.clear());

describe('at the course', () => {
  it('counts the course itself (1 km around its point) and 300 m beyond, not further', () => {
    expect(isAtCourse(COURSE, COURSE)).toBe(true);
    expect(isAtCourse(north(900), COURSE)).toBe(true);
    expect(isAtCourse(north(1_280), COURSE)).toBe(true);
    expect(isAtCourse(north(1_330), COURSE)).toBe(false);
    expect(isAtCourse({ latitude: 33.4942, longitude: -111.9261 }, COURSE)).toBe(false);
  });
});

describe('whether the connection may download a course unasked', () => {
  const cases: [CoursePackMode, { type?: string; saveData?: boolean } | undefined, string][] = [
    ['wifi', { type: 'wifi' }, 'save'],
    ['wifi', { type: 'ethernet' }, 'save'],
    ['wifi', { type: 'cellular' }, 'ask'],
    // iOS and desktop browsers do not say: the golfer is asked rather than charged.
    ['wifi', undefined, 'ask'],
    ['wifi', {}, 'ask'],
    ['wifi', { type: 'wifi', saveData: true }, 'ask'],
    ['always', { type: 'cellular' }, 'save'],
    ['always', undefined, 'save'],
    ['always', { type: 'cellular', saveData: true }, 'ask'],
    ['off', { type: 'wifi' }, 'none'],
  ];
  it.each(cases)('%s on %j: %s', (mode, connection, expected) => {
    expect(packDecision(mode, connection)).toBe(expected);
  });
});

describe('the setting and "Not now"', () => {
  it('reads Wi-Fi by default and for anything unknown, and keeps what was chosen', () => {
    expect(readPackMode()).toBe('wifi');
    localStorage.setItem(COURSE_PACK_MODE_KEY, 'sometimes');
    expect(readPackMode()).toBe('wifi');
    writePackMode('off');
    expect(readPackMode()).toBe('off');
  });

  it('holds "Not now" for a round (8 hours) on that course only', () => {
    const at = Date.UTC(2026, 5, 1, 8);
    declinePack('course-1', at);
    expect(packDeclined('course-1', at + 7 * 3_600_000)).toBe(true);
    expect(packDeclined('course-2', at)).toBe(false);
    expect(packDeclined('course-1', at + 8 * 3_600_000 + 1)).toBe(false);
  });
});
