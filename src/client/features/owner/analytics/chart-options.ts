/**
 * The three kinds of Analytics chart (docs/product.md §12, "Analytics") as uPlot options: bars over
 * named categories (median time to fix per kind), bars over weeks (reports of one restroom), and the
 * rating line over the reviews written each week. Large type and solid colours: they are read
 * outdoors on a phone.
 */
import uPlot from 'uplot';
import type { ChartColors, ChartOptions } from './chart';
import { shortDate, twoLines } from './format';

const FONT = '600 13px system-ui, sans-serif';
const bars = uPlot.paths.bars?.({ size: [0.7, 56] });

const axis = (colors: ChartColors, extra: uPlot.Axis = {}): uPlot.Axis => ({
  stroke: colors.text,
  font: FONT,
  labelFont: FONT,
  grid: { stroke: colors.grid, width: 1 },
  ticks: { stroke: colors.grid, width: 1 },
  ...extra,
});

/** Nothing to hover, drag or select: the numbers are in the table beside. */
const still = {
  legend: { show: false },
  cursor: { show: false },
  select: { show: false, left: 0, top: 0, width: 0, height: 0 },
};

/** From zero to a little over the largest value (at least `floor`), so the tallest bar is not cut. */
const fromZero =
  (floor: number): uPlot.Range.Function =>
  (_u, _min, max) => [0, Math.max(floor, max * 1.15)];

/** Whole numbers only on a count's axis. */
const wholeSplits: uPlot.Axis.Splits = (_u, _i, min, max) => {
  const step = Math.max(1, Math.ceil((max - min) / 4));
  const splits: number[] = [];
  for (let n = Math.ceil(min); n <= max; n += step) splits.push(n);
  return splits;
};

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A value axis's numbers in the reader's locale ('1,5' in de), not the browser's. */
const numbersIn =
  (locale: string): uPlot.Axis.Values =>
  (_u, splits) => {
    let format = numberFormats.get(locale);
    if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
    return splits.map((n) => format.format(n));
  };

/** Bars at 0…n-1, each named by `labels` (on two lines, to fit a phone's width). */
export const categoryBars =
  (labels: string[], yLabel: string, locale: string) =>
  (colors: ChartColors): ChartOptions => ({
    ...still,
    scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: fromZero(1) } },
    axes: [
      axis(colors, {
        grid: { show: false },
        size: 48,
        splits: () => labels.map((_, i) => i),
        values: (_u, splits) => splits.map((i) => twoLines(labels[i] ?? '')),
      }),
      axis(colors, { label: yLabel, size: 44, values: numbersIn(locale) }),
    ],
    series: [{}, { fill: colors.bar, stroke: colors.bar, width: 0, paths: bars, points: { show: false } }],
  });

const HALF_WEEK = 3.5 * 24 * 60 * 60;

/**
 * A time axis over weeks (`starts`, in seconds): a label under a week's bar, on every week while
 * `fit` labels fit and on every few weeks past that, the newest always labelled; half a week of
 * room at each end for the outer bars.
 */
const weekScale = (starts: number[]): uPlot.Scale => ({
  time: true,
  range: () => [(starts[0] ?? 0) - HALF_WEEK, (starts.at(-1) ?? 0) + HALF_WEEK],
});
const weekAxis = (colors: ChartColors, starts: number[], fit: number, locale: string): uPlot.Axis => {
  const every = Math.max(1, Math.ceil(starts.length / fit));
  const shown = starts.filter((_, i) => (starts.length - 1 - i) % every === 0);
  return axis(colors, {
    grid: { show: false },
    size: 32,
    splits: () => shown,
    // Without a trailing dot ('26.10', not '26.10.'): five German dates fit under a 320 px chart.
    values: (_u, splits) =>
      splits.map((start) =>
        shortDate(locale, 'numeric')
          .format(new Date(start * 1000))
          .replace(/\.$/, ''),
      ),
  });
};

/** A restroom's reports a week, on a scale shared with the others (`max`). */
export const weeklyBars =
  (max: number, starts: number[], locale: string) =>
  (colors: ChartColors): ChartOptions => ({
    ...still,
    scales: { x: weekScale(starts), y: { range: () => [0, Math.max(2, max)] } },
    axes: [
      weekAxis(colors, starts, 5, locale),
      axis(colors, { size: 36, splits: wholeSplits, values: numbersIn(locale) }),
    ],
    series: [{}, { fill: colors.bar, stroke: colors.bar, width: 0, paths: bars, points: { show: false } }],
  });

/** The average rating (a line on 1–5, left) over the reviews written each week (bars, right). */
export const ratingOverReviews =
  (starts: number[], labels: { rating: string; reviews: string }, locale: string) =>
  (colors: ChartColors): ChartOptions => ({
    ...still,
    scales: { x: weekScale(starts), rating: { range: [1, 5] }, reviews: { range: fromZero(2) } },
    axes: [
      // Two value axes leave the dates less room.
      weekAxis(colors, starts, 3, locale),
      axis(colors, { scale: 'rating', label: labels.rating, size: 44, values: numbersIn(locale) }),
      axis(colors, {
        scale: 'reviews',
        label: labels.reviews,
        values: numbersIn(locale),
        side: 1,
        size: 48,
        grid: { show: false },
        splits: wholeSplits,
      }),
    ],
    series: [
      {},
      {
        scale: 'reviews',
        fill: colors.softBar,
        stroke: colors.bar,
        width: 2,
        paths: bars,
        points: { show: false },
      },
      { scale: 'rating', stroke: colors.text, width: 3, points: { show: true, size: 8, fill: colors.text } },
    ],
  });
