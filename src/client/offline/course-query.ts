/**
 * A course list query (docs/product.md §3 "Search filters", §7 GET /api/courses) and the query string it
 * becomes. The string follows docs/product.md §5: state only when non-empty after trimming, search only when
 * non-empty, numbers only when they are finite, verified only when true (as 'true'). Its sorted form is also
 * the key under which the answer is kept offline (db.ts `courseQueries`).
 */
export interface CourseQuery {
  state?: string;
  country?: string;
  region?: string;
  search?: string;
  latitude?: number;
  longitude?: number;
  /** Miles around latitude/longitude. */
  radius?: number;
  minRating?: number;
  verified?: boolean;
  page?: number;
  limit?: number;
}

const NUMBER_PARAMS = ['latitude', 'longitude', 'radius', 'minRating', 'page', 'limit'] as const;

export function buildCourseListParams(query: CourseQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const state = query.state?.trim();
  if (state) params.state = state;
  const country = query.country?.trim();
  if (country) params.country = country;
  const region = query.region?.trim();
  if (region) params.region = region;
  const search = query.search?.trim();
  if (search) params.search = search;
  for (const name of NUMBER_PARAMS) {
    const value = query[name];
    if (typeof value === 'number' && Number.isFinite(value)) params[name] = String(value);
  }
  if (query.verified === true) params.verified = 'true';
  return params;
}

/** The canonical form of a query: its parameters, sorted, as a query string. */
export function courseQueryKey(query: CourseQuery): string {
  const params = buildCourseListParams(query);
  const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1));
  return new URLSearchParams(sorted).toString();
}
