// @vitest-environment happy-dom
/**
 * Issue 15, the course page's "Next restroom on my round": the labelled hole select (18 or 27 holes),
 * the hole remembered per course for 8 hours, the next restroom in playing order with the unusable
 * ones skipped, and "Nearest now", which never prompts for the position on its own.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRestroom } from '../../../../src/client/features/course-detail/components/next-restroom';
import { ROUND_MEMORY_MS, roundHoleKey } from '../../../../src/client/lib/round-memory';
import type { RoundRestroom } from '../../../../src/client/features/course-detail/lib/next-restroom';

const COURSE = { _id: 'course-1', latitude: 35.19, longitude: -79.47 };
const KEY = roundHoleKey(COURSE._id);
const LATER = () => new Date(Date.now() + 3_600_000).toISOString();

function room(
  over: Partial<RoundRestroom> & Pick<RoundRestroom, '_id' | 'name' | 'locationType'>,
): RoundRestroom {
  return {
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

const RESTROOMS = [
  room({ _id: 'c', name: 'Clubhouse Main', locationType: 'clubhouse' }),
  room({ _id: 'h', name: 'Halfway House', locationType: 'halfway-house' }),
  room({
    _id: 'h7',
    name: 'Hole 7 Restroom',
    locationType: 'on-course',
    holeNumber: 7,
    latitude: 35.2,
    longitude: -79.47,
    activeReports: [
      { kind: 'locked', count: 1, lastReportedAt: new Date().toISOString(), expiresAt: LATER() },
    ],
  }),
  room({
    _id: 'h14',
    name: 'Hole 14 Restroom',
    locationType: 'on-course',
    holeNumber: 14,
    latitude: 35.191,
    longitude: -79.47,
  }),
];

/** The browser's geolocation: `state` is the permission, `at` where getCurrentPosition answers. */
function stubGeolocation(state: PermissionState, at = { latitude: 35.19, longitude: -79.47 }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback) =>
    ok({ coords: { latitude: at.latitude, longitude: at.longitude } } as GeolocationPosition),
  );
  const query = vi.fn(async () => ({ state }));
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
  return { getCurrentPosition, query };
}

const holeSelect = () => screen.getByLabelText("I'm on hole") as HTMLSelectElement;
const choose = (hole: string) => fireEvent.change(holeSelect(), { target: { value: hole } });
const optionTexts = () => Array.from(holeSelect().options, (o) => o.textContent);
/** Lets the permission query's promise settle. */
const settle = () => act(async () => undefined);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('the hole select', () => {
  it('is labelled, starts at —, and offers holes 1 to 18', () => {
    stubGeolocation('prompt');
    render(<NextRestroom course={COURSE} restrooms={RESTROOMS} />);
    expect(holeSelect().value).toBe('');
    expect(optionTexts()).toEqual(['—', ...Array.from({ length: 18 }, (_, i) => String(i + 1))]);
    expect(screen.queryByText('Next restroom')).toBeNull();
  });

  it('offers 27 holes when a restroom names a hole above 18', () => {
    stubGeolocation('prompt');
    const withHole22 = [
      ...RESTROOMS,
      room({ _id: 'h22', name: 'Hole 22', locationType: 'on-course', holeNumber: 22 }),
    ];
    render(<NextRestroom course={COURSE} restrooms={withHole22} />);
    expect(optionTexts()).toHaveLength(28);
    expect(optionTexts().at(-1)).toBe('27');
  });

  it('draws nothing for a course with no restroom, and waits for the restrooms while they load', () => {
    stubGeolocation('prompt');
    const { container, rerender } = render(<NextRestroom course={COURSE} restrooms={[]} />);
    expect(container.innerHTML).toBe('');
    localStorage.setItem(KEY, JSON.stringify({ hole: 5, at: Date.now() }));
    rerender(<NextRestroom course={COURSE} restrooms={[]} loading />);
    expect(holeSelect().value).toBe('5');
    expect(screen.queryByText('Next restroom')).toBeNull();
  });
});

describe('the next restroom on the round', () => {
  it('skips the locked one in one line and names the next usable one', () => {
    stubGeolocation('prompt');
    render(<NextRestroom course={COURSE} restrooms={RESTROOMS} />);
    choose('5');
    expect(screen.getByText('Next restroom')).toBeTruthy();
    expect(screen.getByText('Halfway House')).toBeTruthy();
    expect(screen.getByText('at the turn, after the 9th')).toBeTruthy();
    const skipped = screen.getByRole('list', { name: 'Skipped, not usable now' });
    expect(
      within(skipped).getByText('Hole 7 Restroom: 1 golfer reported it locked just now — skipped'),
    ).toBeTruthy();
  });

  it('says when nothing is left, and the clubhouse comes after the 18th', () => {
    stubGeolocation('prompt');
    const { rerender } = render(<NextRestroom course={COURSE} restrooms={RESTROOMS} />);
    choose('15');
    expect(screen.getByText('Clubhouse Main')).toBeTruthy();
    expect(screen.getByText('after the 18th')).toBeTruthy();
    rerender(<NextRestroom course={COURSE} restrooms={RESTROOMS.slice(1)} />);
    expect(screen.getByText('No restroom left on your round; the clubhouse is after the 18th.')).toBeTruthy();
  });
});

describe('remembered for the round', () => {
  it('keeps the hole per course with the time, and forgets it on —', () => {
    stubGeolocation('prompt');
    render(<NextRestroom course={COURSE} restrooms={RESTROOMS} />);
    const before = Date.now();
    choose('14');
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { hole: number; at: number };
    expect(stored.hole).toBe(14);
    expect(stored.at).toBeGreaterThanOrEqual(before);
    expect(screen.getByText('on this hole')).toBeTruthy();
    choose('');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(screen.queryByText('Next restroom')).toBeNull();
  });

  it('comes back on the next visit within 8 hours', () => {
    stubGeolocation('prompt');
    localStorage.setItem(KEY, JSON.stringify({ hole: 12, at: Date.now() - ROUND_MEMORY_MS + 60_000 }));
    render(<NextRestroom course={COURSE} restrooms={RESTROOMS} />);
    expect(holeSelect().value).toBe('12');
    expect(screen.getByText('Hole 14 Restroom')).toBeTruthy();
  });

  it('is forgotten (and removed) after 8 hours, and belongs to its course only', () => {
    stubGeolocation('prompt');
    localStorage.setItem(KEY, JSON.stringify({ hole: 12, at: Date.now() - ROUND_MEMORY_MS - 60_000 }));
    localStorage.setItem(roundHoleKey('course-2'), JSON.stringify({ hole: 3, at: Date.now() }));
    render(<NextRestroom course={COURSE} restrooms={RESTROOMS} />);
    expect(holeSelect().value).toBe('');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(roundHoleKey('course-2'))).not.toBeNull();
  });
});

describe('nearest now', () => {
  it('never asks for the position by itself when the permission is not granted yet', async () => {
    const geo = stubGeolocation('prompt', { latitude: 35.192, longitude: -79.47 });
    render(<NextRestroom course={COURSE} restrooms={RESTROOMS} />);
    choose('5');
    await settle();
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    await settle();
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    // The locked Hole 7 is nearer; Hole 14 (120 yd) is the nearest usable one.
    expect(screen.getByText('Hole 14 Restroom')).toBeTruthy();
    expect(screen.getByText('120 yd')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update my position' })).toBeTruthy();
  });

  it('with the permission already granted, reads it once a hole is chosen (not before)', async () => {
    const geo = stubGeolocation('granted', { latitude: 35.2, longitude: -79.47 });
    render(<NextRestroom course={COURSE} restrooms={RESTROOMS.slice(0, 3)} />);
    await settle();
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
    choose('3');
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1));
    // Only restrooms without a position are usable: measured to the course, and said so.
    await screen.findByText('≈ 1220 yd · at the course, exact spot unknown');
    choose('4');
    await waitFor(() => expect(geo.getCurrentPosition).toHaveBeenCalledTimes(2));
  });

  it("shows the browser's refusal in the spec's words", async () => {
    const geo = stubGeolocation('denied');
    geo.getCurrentPosition.mockImplementation(((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1 } as GeolocationPositionError)) as never);
    render(<NextRestroom course={COURSE} restrooms={RESTROOMS} />);
    choose('5');
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    await screen.findByText('Location access denied by user');
  });
});
