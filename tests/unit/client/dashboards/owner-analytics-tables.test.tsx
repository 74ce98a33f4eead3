// @vitest-environment happy-dom
/**
 * The numbers beside the Analytics charts (docs/product.md §12, "Analytics"): each figure's table,
 * with its caption, header cells and the numbers in an owner's words; and those words themselves.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDuration,
  ratingText,
  toHours,
  twoLines,
  weekLabel,
} from '../../../../src/client/features/owner/analytics/format';
import {
  FixTimesTable,
  OpenProblemsTable,
  RatingsTable,
  WeeklyReportsTable,
} from '../../../../src/client/features/owner/analytics/tables';
import analytics from '../../../../src/client/lib/i18n/catalogues/en/analytics';
import { tOf } from './owner-words';

afterEach(cleanup);

/** Every row of the table named `caption`, as the text of its cells. */
const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const HOUR = 3600;

describe('Analytics words', () => {
  it('says durations in minutes, hours and days, rounded', () => {
    expect(formatDuration(tOf(analytics), 0)).toBe('0 min');
    expect(formatDuration(tOf(analytics), 59 * 60 + 40)).toBe('60 min');
    expect(formatDuration(tOf(analytics), HOUR)).toBe('1 h');
    expect(formatDuration(tOf(analytics), 3 * HOUR + 20 * 60)).toBe('3 h 20 min');
    expect(formatDuration(tOf(analytics), 4 * HOUR - 10)).toBe('4 h');
    expect(formatDuration(tOf(analytics), 2 * 24 * HOUR + 4 * HOUR)).toBe('2 d 4 h');
    expect(formatDuration(tOf(analytics), 3 * 24 * HOUR - 60)).toBe('3 d');
    expect(formatDuration(tOf(analytics), -5)).toBe('0 min');
  });

  it('gives hours to one decimal, ratings to one decimal or a dash, weeks by their first day', () => {
    expect(toHours(5400)).toBe(1.5);
    expect(ratingText(4)).toBe('4.0');
    expect(ratingText(3.666)).toBe('3.7');
    expect(ratingText(null)).toBe('—');
    expect(weekLabel('2026-11-22T12:00:00.000Z', 'en-US')).toBe('Nov 22');
  });

  it('breaks a chart label at the space nearest its middle', () => {
    expect(twoLines('Out of order')).toBe('Out of\norder');
    expect(twoLines('Needs cleaning')).toBe('Needs\ncleaning');
    expect(twoLines('Closed for the season')).toBe('Closed for\nthe season');
    expect(twoLines('Locked')).toBe('Locked');
  });
});

describe('Analytics tables', () => {
  it('lists open problems by restroom, kind, reports and age', () => {
    render(
      <OpenProblemsTable
        problems={[
          {
            restroomId: 'r1',
            restroomName: 'Hole 9 Restroom',
            kind: 'out_of_order',
            reports: 2,
            since: '2026-07-01T07:00:00.000Z',
            ageSeconds: 5 * HOUR,
          },
          {
            restroomId: 'r2',
            restroomName: 'Clubhouse Main',
            kind: 'locked',
            reports: 1,
            since: '2026-07-01T11:00:00.000Z',
            ageSeconds: 26 * HOUR,
          },
        ]}
      />,
    );
    expect(rowsOf('Open problems now')).toEqual([
      ['Restroom', 'Problem', 'Reports', 'Open for'],
      ['Hole 9 Restroom', 'Out of order', '2', '5 h'],
      ['Clubhouse Main', 'Locked', '1', '1 d 2 h'],
    ]);
    expect(screen.getByRole('rowheader', { name: 'Hole 9 Restroom' })).toBeTruthy();
  });

  it('says so when nothing is open, instead of an empty table', () => {
    render(<OpenProblemsTable problems={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No open problems right now.')).toBeTruthy();
  });

  it('gives each kind its problems fixed and median time', () => {
    render(
      <FixTimesTable
        fixTimes={[
          { kind: 'locked', fixes: 2, medianSeconds: 3 * HOUR },
          { kind: 'no_paper', fixes: 1, medianSeconds: 45 * 60 },
        ]}
      />,
    );
    expect(rowsOf('Median time to fix')).toEqual([
      ['Problem', 'Fixed', 'Median'],
      ['Locked', '2', '3 h'],
      ['Out of paper', '1', '45 min'],
    ]);
  });

  it('puts a week a row and a restroom a column, zeros included', () => {
    render(
      <WeeklyReportsTable
        weeks={['2026-06-17T12:00:00.000Z', '2026-06-24T12:00:00.000Z']}
        restrooms={[
          { restroomId: 'r1', restroomName: 'Clubhouse Main', counts: [1, 3] },
          { restroomId: 'r2', restroomName: 'Hole 9 Restroom', counts: [0, 2] },
        ]}
      />,
    );
    const rows = rowsOf('Reports per restroom per week');
    expect(rows[0]).toEqual(['Week of', 'Clubhouse Main', 'Hole 9 Restroom']);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      ['1', '0'],
      ['3', '2'],
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      weekLabel('2026-06-17T12:00:00.000Z'),
      weekLabel('2026-06-24T12:00:00.000Z'),
    ]);
    // The table scrolls in its own box, which a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Reports per restroom per week' }).tabIndex).toBe(0);
  });

  it('gives each week its new reviews, running count and rating, a dash before the first review', () => {
    render(
      <RatingsTable
        ratings={[
          { weekStart: '2026-06-17T12:00:00.000Z', newReviews: 0, totalReviews: 0, averageRating: null },
          { weekStart: '2026-06-24T12:00:00.000Z', newReviews: 3, totalReviews: 3, averageRating: 11 / 3 },
        ]}
      />,
    );
    expect(rowsOf('Rating and reviews by week').map((row) => row.slice(1))).toEqual([
      ['New reviews', 'Reviews', 'Rating'],
      ['0', '0', '—'],
      ['3', '3', '3.7'],
    ]);
  });
});
