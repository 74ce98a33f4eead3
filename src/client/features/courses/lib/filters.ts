/**
 * The course list filters (docs/product.md §3 "Search filters", §9 defaults, §14 countries) and their
 * place in the URL, so back, forward and reload keep them. Only valid values are read back; anything
 * else is the default. Parameters: state (a US course's, as the spec has it) or country with an
 * optional region, q (search), near=1 with lat/lng (the location filter), radius (in the golfer's
 * unit), minRating, verified=1, page, view=map.
 */
import {
  DEFAULT_FILTERS,
  MAP,
  MIN_RATING_SLIDER,
  PAGINATION,
  RADIUS_SLIDER,
  US_STATE_CODES,
} from '../../../../shared/constants';
import { isValidCoordinate, type LatLng } from '../../../../shared/geo';
import { isCountryCode, US } from '../../../../shared/places';
import { defaultRadius, maxRadius, toMiles, type DistanceUnit } from '../../../../shared/units';
import type { CourseQuery } from '../../../offline/course-query';

export type CourseView = 'list' | 'map';

export interface CourseFilters {
  /** ISO 3166-1 alpha-2; US unless the URL names another. */
  country: string;
  /** The US state (always one: the spec's primary filter). */
  state: string;
  /** Elsewhere an optional region (a code or a name as the places list gives it); '' for all. */
  region: string;
  search: string;
  useLocation: boolean;
  latitude: number | undefined;
  longitude: number | undefined;
  /** In `unit`. */
  radius: number;
  minRating: number;
  verifiedOnly: boolean;
  page: number;
  view: CourseView;
  /** The golfer's distance unit (not in the URL: it is theirs, lib/distance-unit.ts). */
  unit: DistanceUnit;
}

export const DEFAULT_COURSE_FILTERS: CourseFilters = {
  country: US,
  state: DEFAULT_FILTERS.state,
  region: '',
  search: '',
  useLocation: DEFAULT_FILTERS.useLocation,
  latitude: undefined,
  longitude: undefined,
  radius: DEFAULT_FILTERS.radius,
  minRating: DEFAULT_FILTERS.minRating,
  verifiedOnly: DEFAULT_FILTERS.verifiedOnly,
  page: 1,
  view: DEFAULT_FILTERS.view,
  unit: 'mi',
};

const STATES = new Set<string>(US_STATE_CODES);

function numberParam(params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name);
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function parseFilters(params: URLSearchParams, unit: DistanceUnit): CourseFilters {
  const state = params.get('state')?.trim().toUpperCase() ?? '';
  const countryParam = params.get('country')?.trim().toUpperCase() ?? '';
  const country = isCountryCode(countryParam) ? countryParam : US;
  const latitude = numberParam(params, 'lat');
  const longitude = numberParam(params, 'lng');
  const located = isValidCoordinate(latitude, longitude);
  const radius = numberParam(params, 'radius');
  const minRating = numberParam(params, 'minRating');
  const page = numberParam(params, 'page');
  return {
    country,
    state: STATES.has(state) ? state : DEFAULT_COURSE_FILTERS.state,
    region: country === US ? '' : (params.get('region')?.trim().slice(0, 100) ?? ''),
    search: params.get('q')?.trim() ?? '',
    useLocation: params.get('near') === '1',
    latitude: located ? latitude : undefined,
    longitude: located ? longitude : undefined,
    radius: radius === undefined ? defaultRadius(unit) : clamp(radius, RADIUS_SLIDER.min, maxRadius(unit)),
    minRating:
      minRating === undefined
        ? DEFAULT_FILTERS.minRating
        : clamp(Math.round(minRating * 2) / 2, MIN_RATING_SLIDER.min, MIN_RATING_SLIDER.max),
    verifiedOnly: params.get('verified') === '1',
    page: page !== undefined && page >= 1 ? Math.floor(page) : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
    unit,
  };
}

/** Coordinates go in the URL to four decimals (about 11 m), as they are shown. */
const roundCoordinate = (value: number) => String(Number(value.toFixed(4)));

export function filtersToParams(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.country === US) params.set('state', filters.state);
  else {
    params.set('country', filters.country);
    if (filters.region) params.set('region', filters.region);
  }
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.useLocation) {
    params.set('near', '1');
    if (filters.latitude !== undefined && filters.longitude !== undefined) {
      params.set('lat', roundCoordinate(filters.latitude));
      params.set('lng', roundCoordinate(filters.longitude));
    }
  }
  if (filters.radius !== defaultRadius(filters.unit)) params.set('radius', String(filters.radius));
  if (filters.minRating !== DEFAULT_FILTERS.minRating) params.set('minRating', String(filters.minRating));
  if (filters.verifiedOnly) params.set('verified', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.view === 'map') params.set('view', 'map');
  return params;
}

/** The user's position, when the location filter is on and has valid coordinates. */
export function activeLocation(filters: CourseFilters): LatLng | undefined {
  const { useLocation, latitude, longitude } = filters;
  if (!useLocation || latitude === undefined || longitude === undefined) return undefined;
  return isValidCoordinate(latitude, longitude) ? { latitude, longitude } : undefined;
}

/** The filters every course query shares (the list's and the map viewport's). */
export function sharedQuery(filters: CourseFilters): CourseQuery {
  return {
    ...(filters.country === US
      ? { state: filters.state }
      : { country: filters.country, ...(filters.region ? { region: filters.region } : {}) }),
    search: filters.search,
    minRating: filters.minRating,
    verified: filters.verifiedOnly,
  };
}

/** The list page's query: 10 a page in the list, the first 100 for the map to start from. */
export function listQuery(filters: CourseFilters): CourseQuery {
  const location = activeLocation(filters);
  const map = filters.view === 'map';
  return {
    ...sharedQuery(filters),
    // The API and the device store speak miles; the filter speaks the golfer's unit.
    ...(location ? { ...location, radius: toMiles(filters.radius, filters.unit) } : {}),
    page: map ? 1 : filters.page,
    limit: map ? MAP.viewportLimit : PAGINATION.pageSize,
  };
}
