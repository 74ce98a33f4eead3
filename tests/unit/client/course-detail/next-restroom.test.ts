// @vitest-environment happy-dom
/**
 * Issue 15, "Next restroom on my round": the playing-order rule (on-course by hole from the current
 * one, the halfway house at the turn, the clubhouse after the last hole; the first usable now wins
 * and the unusable ones before it are named) and the nearest usable restroom as the crow flies.
 */
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveCatalogue, useT } from '../../../../src/client/lib/i18n/catalogue';
import courseWords from '../../../../src/client/lib/i18n/catalogues/en/course';
import german from '../../../../src/client/lib/i18n/catalogues/messages-de';
import {
  distanceText,
  lastHoleOf,
  nearestUsable,
  nextOnRound,
  nothingLeftText,
  placeText,
  skippedText,
  statusText,
  type RoundRestroom,
} from '../../../../src/client/features/course-detail/lib/next-restroom';
import { hoursEngine } from '../../../../src/shared/hours/engine';

/** The course screen's words, as its components get them (English unless a test switches). */
const t = renderHook(() => useT(courseWords)).result.current;
afterEach(() => setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} }));

const NOW = new Date('2026-06-15T15:00:00.000Z');
const IN_AN_HOUR = new Date(NOW.getTime() + 3_600_000).toISOString();
const AN_HOUR_AGO = new Date(NOW.getTime() - 3_600_000).toISOString();
const COURSE = { latitude: 35.19, longitude: -79.47 };

let serial = 0;
function room(over: Partial<RoundRestroom> & Pick<RoundRestroom, 'name' | 'locationType'>): RoundRestroom {
  serial += 1;
  return {
    _id: `r${serial}`,
    holeNumber: null,
    latitude: null,
    longitude: null,
    access: 'public',
    season: 'unknown',
    openMonths: [],
    openingHours: null,
    openNow: null,
    nextChange: null,
    courseLatitude: COURSE.latitude,
    courseLongitude: COURSE.longitude,
    activeReports: [],
    lastConfirmedAt: null,
    ...over,
  };
}
const hole = (n: number, over: Partial<RoundRestroom> = {}) =>
  room({ name: `Hole ${n} Restroom`, locationType: 'on-course', holeNumber: n, ...over });
const clubhouse = (over: Partial<RoundRestroom> = {}) =>
  room({ name: 'Clubhouse Main', locationType: 'clubhouse', ...over });
const halfway = (over: Partial<RoundRestroom> = {}) =>
  room({ name: 'Halfway House', locationType: 'halfway-house', ...over });
const locked = (expiresAt: string | null = IN_AN_HOUR, count = 1) => ({
  activeReports: [{ kind: 'locked' as const, count, lastReportedAt: AN_HOUR_AGO, expiresAt }],
});

/** The answer as the golfer reads it: the next one's name and place, and the names passed over. */
function answer(restrooms: RoundRestroom[], from: number) {
  const { next, skipped } = nextOnRound(restrooms, from, NOW, null);
  return {
    next: next ? `${next.restroom.name} (${placeText(next.place, t)})` : null,
    skipped: skipped.map((s) => s.restroom.name),
  };
}

const EIGHTEEN = [hole(3), hole(7), hole(14), halfway(), clubhouse()];

describe('playing order on 18 holes', () => {
  it('front nine: the next on-course restroom by hole number', () => {
    expect(answer(EIGHTEEN, 1)).toEqual({ next: 'Hole 3 Restroom (Hole 3)', skipped: [] });
    expect(answer(EIGHTEEN, 4)).toEqual({ next: 'Hole 7 Restroom (Hole 7)', skipped: [] });
  });

  it('a restroom on the hole the golfer is on counts as next, "on this hole"', () => {
    expect(answer(EIGHTEEN, 7)).toEqual({ next: 'Hole 7 Restroom (on this hole)', skipped: [] });
  });

  it('the halfway house at the turn, after the 9th, before the back nine', () => {
    expect(answer(EIGHTEEN, 8)).toEqual({ next: 'Halfway House (at the turn, after the 9th)', skipped: [] });
    expect(answer(EIGHTEEN, 9)).toEqual({ next: 'Halfway House (at the turn, after the 9th)', skipped: [] });
  });

  it("on the 9th, the hole's own restroom comes before the turn", () => {
    expect(answer([hole(9), halfway()], 9)).toEqual({ next: 'Hole 9 Restroom (on this hole)', skipped: [] });
  });

  it('back nine: the turn is behind; the clubhouse after the 18th', () => {
    expect(answer(EIGHTEEN, 10)).toEqual({ next: 'Hole 14 Restroom (Hole 14)', skipped: [] });
    expect(answer(EIGHTEEN, 15)).toEqual({ next: 'Clubhouse Main (after the 18th)', skipped: [] });
    expect(answer(EIGHTEEN, 18)).toEqual({ next: 'Clubhouse Main (after the 18th)', skipped: [] });
  });

  it('a halfway house the owner placed after the 10th stands there, not at the 9th (docs/product.md §12)', () => {
    const placed = [hole(7), halfway({ holeNumber: 10 }), clubhouse()];
    expect(answer(placed, 8)).toEqual({ next: 'Halfway House (at the turn, after the 10th)', skipped: [] });
    expect(answer(placed, 10)).toEqual({ next: 'Halfway House (at the turn, after the 10th)', skipped: [] });
    expect(answer(placed, 11)).toEqual({ next: 'Clubhouse Main (after the 18th)', skipped: [] });
  });

  it('the round never wraps to the front nine', () => {
    expect(answer([hole(3), halfway()], 12)).toEqual({ next: null, skipped: [] });
  });
});

describe('27 holes', () => {
  const TWENTY_SEVEN = [hole(3), hole(14), hole(22), halfway(), clubhouse()];

  it('is a 27-hole course when a restroom names a hole above 18', () => {
    expect(lastHoleOf(EIGHTEEN)).toBe(18);
    expect(lastHoleOf(TWENTY_SEVEN)).toBe(27);
    expect(lastHoleOf([hole(18)])).toBe(18);
    expect(lastHoleOf([room({ name: 'Odd', locationType: 'clubhouse', holeNumber: 22 })])).toBe(18);
  });

  it('has a turn after the 9th and after the 18th, and the clubhouse after the 27th', () => {
    expect(answer(TWENTY_SEVEN, 5)).toEqual({
      next: 'Halfway House (at the turn, after the 9th)',
      skipped: [],
    });
    expect(answer(TWENTY_SEVEN, 15)).toEqual({
      next: 'Halfway House (at the turn, after the 18th)',
      skipped: [],
    });
    expect(answer(TWENTY_SEVEN, 19)).toEqual({ next: 'Hole 22 Restroom (Hole 22)', skipped: [] });
    expect(answer(TWENTY_SEVEN, 23)).toEqual({ next: 'Clubhouse Main (after the 27th)', skipped: [] });
    expect(nextOnRound(TWENTY_SEVEN, 23, NOW, null).lastHole).toBe(27);
  });

  it('a closed halfway house, met at both turns, is said once', () => {
    const shut = [hole(22), halfway(locked()), clubhouse(locked())];
    expect(answer(shut, 5)).toEqual({ next: 'Hole 22 Restroom (Hole 22)', skipped: ['Halfway House'] });
    const allShut = [hole(22, locked()), halfway(locked()), clubhouse(locked())];
    expect(answer(allShut, 5)).toEqual({
      next: null,
      skipped: ['Halfway House', 'Hole 22 Restroom', 'Clubhouse Main'],
    });
  });
});

describe('restrooms not usable now', () => {
  it('are skipped and named, one line each: "Hole 7 Restroom: Locked — skipped"', () => {
    const shut = hole(7, locked(IN_AN_HOUR, 2));
    const { next, skipped } = nextOnRound([hole(3), shut, hole(14), halfway()], 5, NOW, null);
    expect(next?.restroom.name).toBe('Halfway House');
    expect(skipped.map((s) => skippedText(s.restroom, NOW, null, t))).toEqual([
      'Hole 7 Restroom: Locked — skipped',
    ]);
  });

  it("one golfer's report skips it too, in that golfer's words (docs/product.md §13)", () => {
    const { skipped } = nextOnRound([hole(7, locked()), halfway()], 5, NOW, null);
    expect(skipped.map((s) => skippedText(s.restroom, NOW, null, t))).toEqual([
      'Hole 7 Restroom: 1 golfer reported it locked 1 h ago — skipped',
    ]);
  });

  it('count again once their report has expired', () => {
    expect(answer([hole(7, locked(AN_HOUR_AGO)), halfway()], 5)).toEqual({
      next: 'Hole 7 Restroom (Hole 7)',
      skipped: [],
    });
  });

  it("out of season or closed by its hours in the course's time is not usable", () => {
    const winterOnly = hole(4, { season: 'seasonal', openMonths: [12, 1, 2] });
    // 11:00 at the course (EDT): the 5th opens at noon, the 6th is open.
    const afternoons = hole(5, { openingHours: 'Mo-Su 12:00-18:00' });
    const { next, skipped } = nextOnRound([winterOnly, afternoons, hole(6)], 2, NOW, hoursEngine);
    expect(next?.restroom.name).toBe('Hole 6 Restroom');
    const said = skipped.map((s) => skippedText(s.restroom, NOW, hoursEngine, t));
    expect(said[0]).toBe('Hole 4 Restroom: Closed for the season · opens in December — skipped');
    expect(said[1]).toMatch(/^Hole 5 Restroom: Closed · opens 12:00( PM)? — skipped$/);
    // Without the engine (its chunk not loaded yet), the months are still read, by UTC.
    expect(nextOnRound([winterOnly, hole(6)], 2, NOW, null).next?.restroom.name).toBe('Hole 6 Restroom');
  });

  it('a supplies report does not make one unusable, but is said', () => {
    const noPaper = hole(4, {
      activeReports: [{ kind: 'no_paper', count: 2, lastReportedAt: AN_HOUR_AGO, expiresAt: IN_AN_HOUR }],
    });
    expect(answer([noPaper], 1).next).toBe('Hole 4 Restroom (Hole 4)');
    expect(statusText(noPaper, NOW, null)).toBe('Usable now · public · Out of paper');
    expect(statusText(hole(5), NOW, null)).toBe('Usable now · public');
    // For whom (issue 38): a members-only restroom is no answer for everyone.
    expect(statusText(hole(5, { access: 'members' }), NOW, null)).toBe('Usable now · members only');
    expect(statusText(hole(5, { access: 'unknown' }), NOW, null)).toBe('Usable now · access unknown');
    const gone = hole(6, {
      activeReports: [{ kind: 'gone', count: 1, lastReportedAt: AN_HOUR_AGO, expiresAt: null }],
    });
    expect(statusText(gone, NOW, null)).toBe('1 golfer reported it gone 1 h ago');
    const goneTwice = hole(6, {
      activeReports: [{ kind: 'gone', count: 2, lastReportedAt: AN_HOUR_AGO, expiresAt: null }],
    });
    expect(statusText(goneTwice, NOW, null)).toBe('Reported gone');
  });
});

describe('a hole with two restrooms', () => {
  it('the usable one is next and its locked twin is not "skipped" (it is at the same place)', () => {
    const twins = [
      hole(5, { name: 'A Hole 5 Portable', ...locked() }),
      hole(5, { name: 'B Hole 5 Restroom' }),
    ];
    expect(answer(twins, 5)).toEqual({ next: 'B Hole 5 Restroom (on this hole)', skipped: [] });
  });

  it('both usable: the one confirmed this season first, then by name', () => {
    const older = hole(5, { name: 'A Hole 5 Portable', lastConfirmedAt: '2025-01-01T00:00:00.000Z' });
    const fresh = hole(5, { name: 'B Hole 5 Restroom', lastConfirmedAt: AN_HOUR_AGO });
    expect(answer([older, fresh], 2).next).toBe('B Hole 5 Restroom (Hole 5)');
    const plainA = hole(5, { name: 'A Hole 5 Portable' });
    const plainB = hole(5, { name: 'B Hole 5 Restroom' });
    expect(answer([plainB, plainA], 2).next).toBe('A Hole 5 Portable (Hole 5)');
  });
});

describe('no on-course restrooms', () => {
  it('the turn, then the clubhouse', () => {
    expect(answer([clubhouse(), halfway()], 3).next).toBe('Halfway House (at the turn, after the 9th)');
    expect(answer([clubhouse(), halfway()], 12).next).toBe('Clubhouse Main (after the 18th)');
  });

  it('nothing left on the round says where the clubhouse is', () => {
    const { next, skipped, lastHole } = nextOnRound([halfway()], 12, NOW, null);
    expect(next).toBeNull();
    expect(nothingLeftText(lastHole, skipped.length > 0, t)).toBe(
      'No restroom left on your round; the clubhouse is after the 18th.',
    );
    expect(nextOnRound([], 1, NOW, null)).toEqual({ next: null, skipped: [], lastHole: 18 });
  });
});

describe('all unusable', () => {
  it('names every one left, in playing order, and says none is usable', () => {
    const all = [clubhouse(locked()), hole(12, locked()), halfway(locked()), hole(4, locked())];
    const { next, skipped, lastHole } = nextOnRound(all, 2, NOW, null);
    expect(next).toBeNull();
    expect(skipped.map((s) => s.restroom.name)).toEqual([
      'Hole 4 Restroom',
      'Halfway House',
      'Hole 12 Restroom',
      'Clubhouse Main',
    ]);
    expect(nothingLeftText(lastHole, true, t)).toBe(
      'No usable restroom left on your round; the clubhouse is after the 18th.',
    );
  });
});

it('says ordinals as golfers do', () => {
  const after = (afterHole: number) =>
    placeText({ kind: 'clubhouse', afterHole }, t).replace('after the ', '');
  expect([1, 2, 3, 4, 9, 11, 12, 13, 18, 21, 22, 23, 27].map(after)).toEqual([
    '1st',
    '2nd',
    '3rd',
    '4th',
    '9th',
    '11th',
    '12th',
    '13th',
    '18th',
    '21st',
    '22nd',
    '23rd',
    '27th',
  ]);
});

it('says the places in German as German golfers do (issue 39)', () => {
  setActiveCatalogue({ language: 'de', locale: 'de-DE', messages: german });
  expect(placeText({ kind: 'turn', afterHole: 9 }, t)).toBe('zur Halbzeit, nach dem 9. Loch');
  expect(placeText({ kind: 'hole', hole: 7, current: false }, t)).toBe('Loch 7');
  expect(nothingLeftText(27, true, t)).toBe(
    'Keine nutzbare Toilette mehr auf Ihrer Runde; das Clubhaus kommt nach dem 27. Loch.',
  );
  expect(nothingLeftText(18, false, t)).toBe(
    'Keine Toilette mehr auf Ihrer Runde; das Clubhaus kommt nach dem 18. Loch.',
  );
});

describe('nearest usable now, as the crow flies', () => {
  const GOLFER = { latitude: 35.2, longitude: -79.47 };

  it('measures to the restroom, or to the course for one without a position (approximate)', () => {
    const near = hole(8, { latitude: 35.201, longitude: -79.47 });
    const nearest = nearestUsable([clubhouse(), near], COURSE, GOLFER, NOW, null);
    expect(nearest?.restroom).toBe(near);
    expect(nearest?.approximate).toBe(false);
    expect(distanceText({ miles: nearest?.miles ?? -1, approximate: false }, 'mi')).toBe('120 yd');
    expect(distanceText({ miles: nearest?.miles ?? -1, approximate: false }, 'km')).toBe('110 m');

    const atCourse = nearestUsable([clubhouse()], COURSE, GOLFER, NOW, null);
    expect(atCourse?.approximate).toBe(true);
    expect(atCourse?.miles).toBeCloseTo(0.69, 2);
    expect(distanceText({ miles: atCourse?.miles ?? -1, approximate: true }, 'mi')).toBe(
      '≈ 1220 yd · at the course, exact spot unknown',
    );
    // Within the course's reach, no "≈ 0.0 mi": it is somewhere here.
    expect(distanceText({ miles: 0.02, approximate: true }, 'mi')).toBe('At the course, exact spot unknown');
  });

  it('a restroom with a known position close by comes before one only known to be at the course (issue 38)', () => {
    // The golfer stands on the course's point: the clubhouse without a position measures 0.0 mi,
    // the halfway house 0.3 mi away is the real answer.
    const halfway = room({
      name: 'Halfway House',
      locationType: 'halfway-house',
      latitude: COURSE.latitude + 0.0043,
      longitude: COURSE.longitude,
    });
    const nearest = nearestUsable([clubhouse(), halfway], COURSE, COURSE, NOW, null);
    expect(nearest?.restroom).toBe(halfway);
    expect(distanceText(nearest!, 'mi')).toBe('520 yd');
    // A restroom with a position far off (another course) does not beat the one here.
    const far = hole(3, { latitude: COURSE.latitude + 0.05, longitude: COURSE.longitude });
    expect(nearestUsable([clubhouse(), far], COURSE, COURSE, NOW, null)?.restroom.name).toBe(
      'Clubhouse Main',
    );
  });

  it('passes over restrooms not usable now', () => {
    const near = hole(8, { latitude: 35.2, longitude: -79.47, ...locked() });
    expect(nearestUsable([near, clubhouse()], COURSE, GOLFER, NOW, null)?.restroom.name).toBe(
      'Clubhouse Main',
    );
    expect(nearestUsable([near], COURSE, GOLFER, NOW, null)).toBeNull();
  });

  it('at equal distances, the one confirmed this season first', () => {
    const stale = clubhouse({ name: 'A Clubhouse' });
    const fresh = clubhouse({ name: 'B Clubhouse', lastConfirmedAt: AN_HOUR_AGO });
    expect(nearestUsable([stale, fresh], COURSE, GOLFER, NOW, null)?.restroom).toBe(fresh);
  });

  it('without a course position, only restrooms with their own are measured', () => {
    const nowhere = { latitude: Number.NaN, longitude: Number.NaN };
    expect(nearestUsable([clubhouse()], nowhere, GOLFER, NOW, null)).toBeNull();
    const placed = hole(2, { latitude: 35.2, longitude: -79.471 });
    expect(nearestUsable([clubhouse(), placed], nowhere, GOLFER, NOW, null)?.restroom).toBe(placed);
  });
});
