/**
 * The requests the API bench and the soak send, each a generator of ever-different requests: the
 * places and states golfers look at, random course ids, and review posts that are all new
 * (user, restroom) pairs so each one is a valid write (a second review would be a 409).
 */
import { randomUUID } from 'node:crypto';
import type { AccessTokens } from '../../../src/server/auth/tokens';
import type { Poster } from './dataset';
import type { LoadRequest } from './load';

/**
 * Golf-dense places in the US and in Europe (the catalogue is worldwide, docs/product.md §13); 50 mi
 * is the default radius of docs/product.md §9.
 */
const US_CENTRES: [number, number][] = [
  [35.7596, -79.0193], // central North Carolina
  [35.1954, -79.4695], // Pinehurst
  [33.6891, -78.8867], // Myrtle Beach
  [28.5384, -81.3789], // Orlando
  [33.4484, -112.074], // Phoenix
  [33.8303, -116.5453], // Palm Springs
  [41.8781, -87.6298], // Chicago
  [32.7767, -96.797], // Dallas
];
const EUROPEAN_CENTRES: [number, number][] = [
  [48.1351, 11.582], // Munich
  [56.3398, -2.7967], // St Andrews
  [59.3293, 18.0686], // Stockholm
];
const STATES = ['NC', 'FL', 'CA', 'TX', 'MI', 'NY', 'OH', 'SC'];
/** The European countries with the most courses in the shared extract. */
const COUNTRIES = ['GB', 'DE', 'SE', 'FR', 'ES', 'NL', 'IE', 'IT'];

export type EndpointName = 'ceiling' | 'radius' | 'state' | 'country' | 'detail' | 'restrooms' | 'review';

export const ENDPOINT_LABELS: Record<EndpointName, string> = {
  ceiling: 'ceiling: `GET /api/health/live` (no database)',
  radius: 'radius: `GET /api/courses?latitude&longitude&radius=50`',
  state: 'state list: `GET /api/courses?state=…`',
  country: 'country list: `GET /api/courses?country=…`',
  detail: 'course detail: `GET /api/courses/:id`',
  restrooms: 'restrooms of a course: `GET /api/restrooms/course/:id`',
  review: 'post a review: `POST /api/restrooms/:id/reviews`',
};

export interface RequestPools {
  courseIds: string[];
  restroomIds: string[];
  posters: Poster[];
  tokens: AccessTokens;
}

const cycle = <T>(items: readonly T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Bearer headers for the posters, signed before the load starts (signing is the client's cost).
 * Their count is trimmed to be coprime with the number of restrooms (see `review` below).
 */
export async function posterHeaders(pools: RequestPools): Promise<string[]> {
  let count = pools.posters.length;
  while (count > 1 && gcd(count, pools.restroomIds.length) !== 1) count--;
  return Promise.all(
    pools.posters
      .slice(0, count)
      .map(async (p) => `Bearer ${await pools.tokens.sign({ id: p.id, email: p.email, role: 'regular' })}`),
  );
}

/** `europe`: the data set holds the European extract too, so radius searches go there as well. */
export function requestGenerators(
  pools: RequestPools,
  bearers: string[],
  europe: boolean,
): Record<EndpointName, () => LoadRequest> {
  const centre = cycle(europe ? [...US_CENTRES, ...EUROPEAN_CENTRES] : US_CENTRES);
  const state = cycle(STATES);
  const country = cycle(COUNTRIES);
  let posted = 0;
  return {
    ceiling: () => ({ path: '/api/health/live' }),
    radius: () => {
      const [lat, lng] = centre();
      return { path: `/api/courses?latitude=${lat}&longitude=${lng}&radius=50` };
    },
    state: () => ({ path: `/api/courses?state=${state()}` }),
    country: () => ({ path: `/api/courses?country=${country()}` }),
    detail: () => ({ path: `/api/courses/${pick(pools.courseIds)}` }),
    restrooms: () => ({ path: `/api/restrooms/course/${pick(pools.courseIds)}` }),
    review: () => {
      // Poster n mod P on restroom n mod R: with P and R coprime every pair is new until n = P·R
      // (Chinese remainder theorem), and neighbours in time hit different users and courses, as
      // real golfers do (the same restroom for every request would serialise on its course lock).
      const n = posted++;
      const restroom = pools.restroomIds[n % pools.restroomIds.length]!;
      return {
        method: 'POST',
        path: `/api/restrooms/${restroom}/reviews`,
        // The PWA's outbox sends every write with an Idempotency-Key, so the bench does too.
        headers: { authorization: bearers[n % bearers.length]!, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          rating: 1 + (n % 5),
          comment: n % 2 ? 'Clean, stocked, close to the 9th.' : undefined,
        }),
      };
    },
  };
}
