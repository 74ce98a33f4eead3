// @vitest-environment happy-dom
/**
 * The Analytics charts' options (docs/product.md §12, "Analytics"): dates under the bars, thinned
 * to what fits a phone with the newest week always named, half a week of room at each end, and the
 * colours the theme gave.
 */
import type uPlot from 'uplot';
import { expect, it } from 'vitest';
import { ratingOverReviews, weeklyBars } from '../../../../src/client/features/owner/analytics/chart-options';

const WEEK = 7 * 24 * 60 * 60;
const colors = { text: '#0c1f14', grid: '#c9d8cd', bar: '#14532d', softBar: '#d6f5df' };
const weeks = (n: number) => Array.from({ length: n }, (_, i) => 1_780_000_000 + i * WEEK);

/** The week starts an options' x axis labels. */
function labelled(options: Omit<uPlot.Options, 'width' | 'height'>): number[] {
  const splits = options.axes?.[0]?.splits;
  if (typeof splits !== 'function') throw new Error('the x axis has no splits function');
  return splits({} as uPlot, 0, 0, 0, 0, 0);
}

it('names every week while five fit, then every few weeks, the newest always', () => {
  expect(labelled(weeklyBars(3, weeks(5), 'en-US')(colors))).toEqual(weeks(5));
  const quarter = weeks(13);
  expect(labelled(weeklyBars(3, quarter, 'en-US')(colors))).toEqual([0, 3, 6, 9, 12].map((i) => quarter[i]));
  const year = labelled(weeklyBars(3, weeks(53), 'en-US')(colors));
  expect(year).toHaveLength(5);
  expect(year.at(-1)).toBe(weeks(53).at(-1));
  // Two value axes leave the rating chart room for three dates.
  expect(
    labelled(ratingOverReviews(weeks(5), { rating: 'Rating', reviews: 'New reviews' }, 'en-US')(colors)),
  ).toEqual([0, 2, 4].map((i) => weeks(5)[i]));
});

it('leaves half a week at each end, so the outer bars are whole, and counts start at zero', () => {
  const starts = weeks(5);
  const options = weeklyBars(4, starts, 'en-US')(colors);
  const x = options.scales?.x?.range;
  const y = options.scales?.y?.range;
  if (typeof x !== 'function' || typeof y !== 'function') throw new Error('ranges are functions');
  expect(x({} as uPlot, 0, 0, 'x')).toEqual([starts[0]! - WEEK / 2, starts[4]! + WEEK / 2]);
  expect(y({} as uPlot, 0, 4, 'y')).toEqual([0, 4]);
  expect(options.series[1]).toMatchObject({ fill: colors.bar, stroke: colors.bar });
  expect(options.axes?.[1]).toMatchObject({ stroke: colors.text });
});

it("writes the axes' dates and numbers in the reader's language, not the browser's (issue 39)", () => {
  const starts = [Date.UTC(2026, 10, 22, 12) / 1000];
  const values = (axis: uPlot.Axis | undefined, splits: number[]) => {
    if (typeof axis?.values !== 'function') throw new Error('the axis writes its own values');
    return axis.values({} as uPlot, splits, 0, 0, 0);
  };
  const german = ratingOverReviews(
    starts,
    { rating: 'Bewertung', reviews: 'Neue Bewertungen' },
    'de-DE',
  )(colors);
  expect(values(german.axes?.[0], starts)).toEqual(['22.11']);
  expect(values(german.axes?.[1], [1.5, 2])).toEqual(['1,5', '2']);
  expect(german.axes?.map((axis) => axis.label)).toEqual([undefined, 'Bewertung', 'Neue Bewertungen']);
  const american = weeklyBars(2, starts, 'en-US')(colors);
  expect(values(american.axes?.[0], starts)).toEqual(['11/22']);
});
