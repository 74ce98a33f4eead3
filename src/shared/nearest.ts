/**
 * Nearest means nearest (docs/product.md §10, issue 38): the one order of restrooms by distance from a
 * golfer, used by GET /api/restrooms/nearby, the device's own nearby answer and the course page's
 * "Nearest now". A restroom with no position of its own stands at its course's point, but it is
 * somewhere on the course, which stretches about a mile: measured to that point it "won" at ≈ 0.0 mi
 * over a halfway house really 0.3 mi away. So it ranks as if it were `UNKNOWN_SPOT_MILES` farther
 * than its course's point: a restroom with a known position within that much more comes first, and
 * a course farther off still ranks by its distance. Equally ranked, one confirmed this season comes
 * first (docs/product.md §10 "Freshness"), then the id, so every side agrees on the order.
 */
import { isFresh } from './restroom-state';

/** About half an 18-hole course's length: how far from its course's point a restroom may be. */
export const UNKNOWN_SPOT_MILES = 0.5;

/** The distance a restroom is ranked by: its own, or its course's point's plus the course's reach. */
export const rankMiles = (miles: number, approximate: boolean): number =>
  approximate ? miles + UNKNOWN_SPOT_MILES : miles;

export interface Ranked {
  miles: number;
  approximate: boolean;
  lastConfirmedAt: string | null;
  id: string;
}

/** The nearby order: rank distance, then confirmed this season, then id. */
export function byNearest(now: Date): (a: Ranked, b: Ranked) => number {
  return (a, b) =>
    rankMiles(a.miles, a.approximate) - rankMiles(b.miles, b.approximate) ||
    Number(isFresh(b.lastConfirmedAt, now)) - Number(isFresh(a.lastConfirmedAt, now)) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
