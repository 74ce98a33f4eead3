import { describe, expect, it } from 'vitest';
import {
  countOf,
  displayName,
  formatCoordinate,
  formatDistance,
  formatRadius,
  formatShortDistance,
  formatRatingIn,
  formatRatingOrNA,
  formatStatCount,
} from '../../../src/shared/format';

describe('formatStatCount (docs/product.md §9)', () => {
  it.each([
    [0, '0+'],
    [7, '7+'],
    [999, '999+'],
    [1000, '1k+'],
    [1999, '1k+'],
    [9336, '9k+'],
    [1_250_000, '1250k+'],
  ])('%i → %s', (n, expected) => {
    expect(formatStatCount(n)).toBe(expected);
  });

  it('treats invalid counts as zero', () => {
    expect(formatStatCount(Number.NaN)).toBe('0+');
    expect(formatStatCount(-5)).toBe('0+');
  });
});

describe('ratings', () => {
  it('show one decimal with 0.0 as the default', () => {
    expect(formatRatingIn(4.25, 'en-US')).toBe('4.3');
    expect(formatRatingIn(4, 'en-US')).toBe('4.0');
    expect(formatRatingIn(undefined, 'en-US')).toBe('0.0');
    expect(formatRatingIn(null, 'en-US')).toBe('0.0');
  });

  it("in a locale's decimal sign when given one (issue 39)", () => {
    expect(formatRatingIn(4.25, 'de-DE')).toBe('4,3');
    expect(formatRatingIn(4, 'es-ES')).toBe('4,0');
    expect(formatRatingIn(4, 'en-US')).toBe('4.0');
    expect(formatRatingIn(null, 'de-DE')).toBe('0,0');
  });

  it('show N/A on the map when there is no rating', () => {
    expect(formatRatingOrNA(undefined)).toBe('N/A');
    expect(formatRatingOrNA(0, 0)).toBe('N/A');
    expect(formatRatingOrNA(3.66, 3)).toBe('3.7');
  });
});

describe('distances, coordinates and labels', () => {
  it('formats distances in miles to one decimal, or in kilometres for kilometre users', () => {
    expect(formatDistance(12.345, 'mi')).toBe('12.3 mi');
    expect(formatDistance(12.345, 'km')).toBe('19.9 km');
    // No thousands separator in English, as toFixed wrote it; the golfer's digits elsewhere (issue 39).
    expect(formatDistance(1234.56, 'mi')).toBe('1234.6 mi');
    expect(formatDistance(12.345, 'km', 'de-DE')).toBe('19,9 km');
    expect(formatDistance(12.345, 'mi', 'es-ES')).toBe('12,3 mi');
    expect(formatDistance(1234.56, 'mi', 'de-DE')).toBe('1234,6 mi');
    expect(formatRadius(50, 'mi')).toBe('50 miles');
    expect(formatRadius(75, 'km')).toBe('75 km');
  });

  it('writes a walk in yards under a mile, in metres under a kilometre', () => {
    expect(formatShortDistance(0.3, 'km')).toBe('480 m');
    expect(formatShortDistance(0.001, 'km')).toBe('10 m');
    expect(formatShortDistance(0.7, 'km')).toBe('1.1 km');
    expect(formatShortDistance(0.3, 'mi')).toBe('530 yd');
    expect(formatShortDistance(0.001, 'mi')).toBe('10 yd');
    expect(formatShortDistance(1.24, 'mi')).toBe('1.2 mi');
  });

  it('formats coordinates to four decimals', () => {
    expect(formatCoordinate(35.759612)).toBe('35.7596');
  });

  it('shows reviewers as first name and last initial', () => {
    expect(displayName('Ada', 'lovelace')).toBe('Ada L.');
    expect(displayName(' Ada ', '')).toBe('Ada');
  });
});

describe('countOf', () => {
  // Issue 20: the phone filter sheet's button said "Show 1 courses".
  it('says one thing in the singular, any other count in the plural', () => {
    expect(countOf(1, 'course')).toBe('1 course');
    expect(countOf(0, 'course')).toBe('0 courses');
    expect(countOf(3, 'review')).toBe('3 reviews');
  });
});
