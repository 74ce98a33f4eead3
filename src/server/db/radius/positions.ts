/**
 * The courses' positions in memory (docs/performance.md, "Course positions in memory"): the
 * radius list's hardest part, finding and ordering the courses within a radius, runs here on a
 * k-d tree of every course's position instead of on the database's (latitude, longitude) btree,
 * where the box's whole band of latitude was scanned and every candidate's haversine computed on
 * each request. The database is then asked only for the page's rows, by primary key, as the
 * course detail is.
 *
 * Exact, not a cache: each index carries the version of the positions it was built from
 * (db/schema/courses.ts, course_positions_version, moved by triggers in the same transaction as
 * any change of a course's position), and the page's query reads the version in its own
 * snapshot. Only when that is the index's version is the answer used: the rows were read from the
 * very positions that were indexed. Otherwise (a course was added, moved or deleted since, or a
 * replica is behind) the request runs the list in SQL as before, and the index is rebuilt in the
 * background, at most once per RELOAD_INTERVAL_MS.
 *
 * One index per database a read may run on (the primary, each replica), each built from and
 * checked against that database, so a lagging replica never makes the primary's index look old
 * or the other way round.
 */
import KDBush from 'kdbush';
import { sql } from 'drizzle-orm';
import { boundingBox, cosLatitude, haversineMilesBetween, type LatLng } from '../../../shared/geo';
import { statement } from '../statements';
import type { Executor } from '../types';

/** How often an index may be rebuilt while positions keep changing (an import): SQL answers meanwhile. */
export const RELOAD_INTERVAL_MS = 1_000;

/**
 * Past this many courses in the box (a radius of several hundred miles in golf country), the list
 * runs in SQL. The server's event loop is one thread, where PostgreSQL runs such lists in backends
 * of their own on every core: a 1,000-mile list of 100 from the index cost the loop ~1 ms (6,000
 * haversines and the answer), and ten of them in a row pushed a course detail read beside them
 * from 3 to 40 ms at p99. A 50-mile list has a few hundred candidates.
 */
const MAX_CANDIDATES = 3_000;

interface Index {
  version: string;
  tree: KDBush;
  ids: string[];
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** cos(latitude) of each course, kept: the haversine needs it for every candidate. */
  cosLatitudes: Float64Array;
}

/** The courses within a radius, nearest first (id breaks ties, as the SQL list orders them). */
export interface NearPage {
  /** The version of the positions they were found in. */
  version: string;
  total: number;
  /** The page's ids, in order. */
  ids: string[];
}

/** What an index did, for the tests. */
export interface PositionStats {
  loads: number;
  /** Pages answered from the index whose version the database confirmed. */
  hits: number;
  /** Requests that ran in SQL: no index yet, or its version was not the database's. */
  misses: number;
}

const loadPositions = statement(
  'course_positions_load',
  () => sql`select (select version::text from course_positions_version) as version,
    coalesce(array_agg(id::text order by id), '{}') as ids,
    coalesce(array_agg(latitude order by id), '{}') as latitudes,
    coalesce(array_agg(longitude order by id), '{}') as longitudes
    from courses`,
);

/** Array columns arrive as arrays from postgres-js and PGlite alike. */
const numbers = (raw: unknown) => Float64Array.from(raw as number[]);

/**
 * near()'s working arrays, kept from call to call and grown to the largest box seen (at most
 * MAX_CANDIDATES): a new set of typed arrays on every radius list cost more than its haversines.
 * Safe to share: near() runs to its end without yielding.
 */
class Scratch {
  distances = new Float64Array(0);
  found = new Uint32Array(0);
  work = new Float64Array(0);

  atLeast(size: number): this {
    if (this.distances.length < size) {
      const length = Math.max(size, 2 * this.distances.length, 256);
      this.distances = new Float64Array(length);
      this.found = new Uint32Array(length);
      this.work = new Float64Array(length);
    }
    return this;
  }
}

export class CoursePositions {
  private index: Index | undefined;
  private readonly scratch = new Scratch();
  private loading: Promise<void> | undefined;
  private lastLoadStarted = -Infinity;
  readonly stats: PositionStats = { loads: 0, hits: 0, misses: 0 };

  constructor(
    private readonly db: Executor,
    private readonly clock: () => number = () => performance.now(),
    private readonly maxCandidates = MAX_CANDIDATES,
  ) {}

  /**
   * The page of courses within `radiusMiles` of `centre` as the index has them, or undefined
   * when there is no index yet (one is then being built) or the box holds more candidates than
   * MAX_CANDIDATES: the caller runs the list in SQL.
   */
  near(centre: LatLng, radiusMiles: number, offset: number, limit: number): NearPage | undefined {
    const index = this.index;
    if (!index) {
      this.miss();
      return undefined;
    }
    // The same box the SQL list narrows by (between, inclusive), then the same haversine.
    const box = boundingBox(centre, radiusMiles);
    const candidates = index.tree.range(box.minLongitude, box.minLatitude, box.maxLongitude, box.maxLatitude);
    if (candidates.length > this.maxCandidates) return undefined;
    const { latitudes, longitudes, cosLatitudes, ids } = index;
    const { latitude, longitude } = centre;
    const cosCentre = cosLatitude(latitude);
    const { distances, found, work } = this.scratch.atLeast(candidates.length);
    let total = 0;
    for (const i of candidates) {
      const distance = haversineMilesBetween(
        latitude,
        longitude,
        latitudes[i] ?? NaN,
        longitudes[i] ?? NaN,
        cosCentre,
        cosLatitudes[i] ?? NaN,
      );
      if (distance <= radiusMiles) {
        distances[total] = distance;
        found[total++] = i;
      }
    }
    const idAt = (k: number) => ids[found[k] ?? 0] ?? '';
    const nearest = nearestFirst(distances, total, offset + limit, work, (a, b) =>
      idAt(a) < idAt(b) ? -1 : 1,
    );
    return { version: index.version, total, ids: nearest.slice(offset).map(idAt) };
  }

  /** Whether a page read in a snapshot of `version` may be answered from the index's page. */
  confirm(page: NearPage, version: string | null): boolean {
    if (version !== null && version === page.version && version === this.index?.version) {
      this.stats.hits++;
      return true;
    }
    this.miss();
    return false;
  }

  /** Builds the index now (tests); otherwise the first radius list starts it, and a stale answer a rebuild. */
  async load(): Promise<void> {
    this.lastLoadStarted = this.clock();
    this.stats.loads++;
    const [row] = await loadPositions(this.db, {});
    const version = (row?.version as string | null | undefined) ?? null;
    // Unknown (the version row is missing): no index, every list runs in SQL until a course changes.
    if (version === null || !row) {
      this.index = undefined;
      return;
    }
    const ids = row.ids as string[];
    const latitudes = numbers(row.latitudes);
    const longitudes = numbers(row.longitudes);
    const cosLatitudes = latitudes.map(cosLatitude);
    const tree = new KDBush(Math.max(ids.length, 1));
    for (let i = 0; i < ids.length; i++) tree.add(longitudes[i] ?? NaN, latitudes[i] ?? NaN);
    // KDBush needs at least one point; an empty catalogue gets one far outside any box's reach.
    if (ids.length === 0) tree.add(Infinity, Infinity);
    this.index = { version, tree: tree.finish(), ids, latitudes, longitudes, cosLatitudes };
  }

  private miss(): void {
    this.stats.misses++;
    if (this.loading || this.clock() - this.lastLoadStarted < RELOAD_INTERVAL_MS) return;
    this.loading = this.load()
      .catch(() => {
        // The list keeps running in SQL; the next miss past the interval tries again.
      })
      .finally(() => {
        this.loading = undefined;
      });
  }

  /** Settles once any rebuild under way has finished (tests). */
  async settled(): Promise<void> {
    await this.loading;
  }
}

/**
 * The positions (into the first `count` of `distances`) of the `wanted` nearest, nearest first;
 * equal distances in `tieBreak`'s order. The cut-off distance is selected in linear time
 * (kthSmallest, on a copy in `work`); only the few within it are sorted, so a wide radius's first
 * page costs little more than its haversines (a whole sort of 7,000 distances took 15 times as long).
 */
function nearestFirst(
  distances: Float64Array,
  count: number,
  wanted: number,
  work: Float64Array,
  tieBreak: (a: number, b: number) => number,
): number[] {
  if (count === 0 || wanted <= 0) return [];
  work.set(distances.subarray(0, count));
  const cutOff = kthSmallest(work, count, Math.min(wanted, count) - 1);
  const within: number[] = [];
  for (let k = 0; k < count; k++) if ((distances[k] ?? Infinity) <= cutOff) within.push(k);
  within.sort((a, b) => (distances[a] ?? 0) - (distances[b] ?? 0) || tieBreak(a, b));
  if (within.length > wanted) within.length = wanted;
  return within;
}

/** The k-th smallest (from 0) of the first `count` of `values`, which it reorders: Hoare's quickselect. */
function kthSmallest(values: Float64Array, count: number, k: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1] ?? 0;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] ?? Infinity) < pivot) i++;
      while ((values[j] ?? -Infinity) > pivot) j--;
      if (i <= j) {
        const swapped = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swapped;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return values[k] ?? Infinity;
}
