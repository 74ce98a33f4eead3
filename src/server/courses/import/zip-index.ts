/**
 * Nearest US ZIP centroid to a point, from the `zipcodes` registry package (~42,000 US ZIPs with
 * centroid, city and state). The package weighs 5 MB of JavaScript, so it is loaded only here, on
 * demand, by the importer: never on the server's request path.
 *
 * A scan of every ZIP per course would be 9,336 × 42,000 distances; instead the centroids go into
 * a grid of CELL_DEGREES squares once per import, and a lookup visits only the cells that the
 * search radius's bounding box touches.
 */
import { boundingBox, haversineMiles, type LatLng } from '../../../shared/geo';

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface ZipIndex {
  size: number;
  /** The nearest ZIP within maxMiles, limited to one state when given; undefined if none. */
  nearest(at: LatLng, options: { state?: string; maxMiles: number }): ZipPlace | undefined;
}

const CELL_DEGREES = 0.25;
/** Columns per row of the grid key (360 / 0.25 = 1440, rounded up for the key arithmetic). */
const COLUMNS = 2000;
/** Overseas military "states" (APO/FPO): their centroids are not where any golf course is. */
const MILITARY = new Set(['AA', 'AE', 'AP']);

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const keyOf = (row: number, column: number) => row * COLUMNS + column;

function buildZipIndex(places: Iterable<ZipPlace>): ZipIndex {
  const cells = new Map<number, ZipPlace[]>();
  let size = 0;
  for (const place of places) {
    const key = keyOf(cellOf(place.latitude), cellOf(place.longitude));
    const cell = cells.get(key);
    if (cell) cell.push(place);
    else cells.set(key, [place]);
    size++;
  }
  return {
    size,
    nearest(at, { state, maxMiles }) {
      const box = boundingBox(at, maxMiles);
      let best: ZipPlace | undefined;
      let bestMiles = maxMiles;
      for (let row = cellOf(box.minLatitude); row <= cellOf(box.maxLatitude); row++) {
        for (let column = cellOf(box.minLongitude); column <= cellOf(box.maxLongitude); column++) {
          for (const place of cells.get(keyOf(row, column)) ?? []) {
            if (state && place.state !== state) continue;
            const miles = haversineMiles(at, place);
            if (miles <= bestMiles) {
              best = place;
              bestMiles = miles;
            }
          }
        }
      }
      return best;
    },
  };
}

/** Loads the package (about 0.3 s) and indexes its US ZIPs that have a real centroid. */
export async function loadZipIndex(): Promise<ZipIndex> {
  // A CommonJS package: its module.exports arrives as the default export.
  const { default: zipcodes } = await import('zipcodes');
  const places: ZipPlace[] = [];
  for (const r of Object.values(zipcodes.codes)) {
    if (r.country !== 'US' || MILITARY.has(r.state)) continue;
    if (!Number.isFinite(r.latitude) || !Number.isFinite(r.longitude)) continue;
    // Some entries carry 0,0 instead of a centroid; none of the US is there.
    if (r.latitude === 0 && r.longitude === 0) continue;
    places.push({ zip: r.zip, city: r.city, state: r.state, latitude: r.latitude, longitude: r.longitude });
  }
  return buildZipIndex(places);
}
