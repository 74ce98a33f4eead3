import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COURSE_FILTERS,
  activeLocation,
  filtersToParams,
  listQuery,
  parseFilters,
} from '../../../../src/client/features/courses/lib/filters';
import { queryDelay } from '../../../../src/client/features/courses/lib/query-delay';

const parse = (query: string) => parseFilters(new URLSearchParams(query), 'mi');

describe('course filters in the URL', () => {
  it('starts from the spec defaults: NC, 50 miles, any rating, list, page 1', () => {
    expect(parse('')).toEqual(DEFAULT_COURSE_FILTERS);
    expect(DEFAULT_COURSE_FILTERS).toMatchObject({ state: 'NC', radius: 50, minRating: 0, view: 'list' });
  });

  it('reads back what it writes', () => {
    const filters = {
      ...DEFAULT_COURSE_FILTERS,
      state: 'SC',
      search: 'harbour town',
      useLocation: true,
      latitude: 32.13871234,
      longitude: -80.81234567,
      radius: 105,
      minRating: 3.5,
      verifiedOnly: true,
      page: 3,
      view: 'map' as const,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe(
      'state=SC&q=harbour+town&near=1&lat=32.1387&lng=-80.8123&radius=105&minRating=3.5&verified=1&page=3&view=map',
    );
    expect(parseFilters(params, 'mi')).toEqual({ ...filters, latitude: 32.1387, longitude: -80.8123 });
  });

  it('always writes the state, so a chosen NC is not a first visit', () => {
    expect(filtersToParams(DEFAULT_COURSE_FILTERS).toString()).toBe('state=NC');
  });

  it('ignores values that are not valid', () => {
    expect(parse('state=XX&radius=abc&minRating=x&page=-2&view=globe&lat=95&lng=10&near=1')).toEqual({
      ...DEFAULT_COURSE_FILTERS,
      useLocation: true,
    });
    expect(parse('state=tx&radius=2000&minRating=2.3&page=2.7')).toMatchObject({
      state: 'TX',
      radius: 1000,
      minRating: 2.5,
      page: 2,
    });
    expect(parse('radius=1&minRating=9')).toMatchObject({ radius: 5, minRating: 5 });
  });

  it('knows the location only when it is on and valid', () => {
    expect(activeLocation(parse('near=1&lat=35.5&lng=-78.5'))).toEqual({ latitude: 35.5, longitude: -78.5 });
    expect(activeLocation(parse('lat=35.5&lng=-78.5'))).toBeUndefined();
    expect(activeLocation(parse('near=1'))).toBeUndefined();
  });

  it('builds the list query: radius only with a location, 10 a page, 100 for the map', () => {
    expect(listQuery(parse('state=NC&page=2'))).toEqual({
      state: 'NC',
      search: '',
      minRating: 0,
      verified: false,
      page: 2,
      limit: 10,
    });
    expect(listQuery(parse('state=NC&near=1&lat=35.5&lng=-78.5&radius=80&view=map&page=4'))).toMatchObject({
      latitude: 35.5,
      longitude: -78.5,
      radius: 80,
      page: 1,
      limit: 100,
    });
  });

  it('keeps a country and region in the URL; a US course keeps the state', () => {
    const de = parse('country=de&region=DE-BY&state=SC');
    expect(de).toMatchObject({ country: 'DE', region: 'DE-BY' });
    expect(filtersToParams(de).toString()).toBe('country=DE&region=DE-BY');
    expect(listQuery(de)).toMatchObject({ country: 'DE', region: 'DE-BY' });
    expect(listQuery(de)).not.toHaveProperty('state');
    expect(parse('country=US&region=US-SC&state=SC')).toMatchObject({
      country: 'US',
      state: 'SC',
      region: '',
    });
    expect(parse('country=Germany')).toMatchObject({ country: 'US' });
  });

  it("takes the radius in the golfer's unit and asks the API in miles", () => {
    const km = parseFilters(new URLSearchParams('country=DE&near=1&lat=48.1&lng=11.6'), 'km');
    expect(km.radius).toBe(75);
    expect(filtersToParams(km).has('radius')).toBe(false);
    expect(listQuery(km).radius).toBeCloseTo(75 / 1.609344, 9);
    const wide = parseFilters(new URLSearchParams('near=1&lat=48.1&lng=11.6&radius=1600'), 'km');
    expect(wide.radius).toBe(1600);
    expect(listQuery(wide).radius).toBeLessThanOrEqual(1000);
    expect(parse('near=1&lat=48.1&lng=11.6&radius=1600').radius).toBe(1000);
  });
});

describe('queryDelay (docs/product.md §4, §9 debounces)', () => {
  const base = listQuery(DEFAULT_COURSE_FILTERS);
  it('waits 300 ms after a filter change', () => {
    for (const change of [
      { state: 'SC' },
      { search: 'pine' },
      { minRating: 2 },
      { verified: true },
      { radius: 75 },
    ]) {
      expect(queryDelay(base, { ...base, ...change })).toBe(300);
    }
  });
  it('waits 100 ms after a location change', () => {
    expect(queryDelay(base, { ...base, latitude: 35.5, longitude: -78.5 })).toBe(100);
  });
  it('goes at once for a new page', () => {
    expect(queryDelay(base, { ...base, page: 2 })).toBe(0);
  });
});
