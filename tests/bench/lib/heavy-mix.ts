/**
 * A cheap read while heavy reads run (issue 19): ten connections ask for the largest course lists
 * the API serves (a 1,000-mile radius, 100 per page) while one connection reads single courses.
 * The cheap read's p99 says whether a heavy query delays others by the database's own time only
 * (PGlite in its own thread, PostgreSQL in its own processes) or stalls the whole server.
 */
import type { LoadResult } from './load';
import { runLoad } from './load';

const HEAVY_CONNECTIONS = 10;
const CHEAP_CONNECTIONS = 1;

/** Heavy centres spread over the country, so each list scans another part of the index. */
const HEAVY_CENTRES: [number, number][] = [
  [35.7596, -79.0193],
  [28.5384, -81.3789],
  [33.4484, -112.074],
  [41.8781, -87.6298],
  [32.7767, -96.797],
  [44.9778, -93.265],
];

export interface HeavyMix {
  heavy: LoadResult;
  cheap: LoadResult;
}

export async function measureHeavyMix(options: {
  origin: string;
  courseIds: readonly string[];
  seconds: number;
}): Promise<HeavyMix> {
  let turn = 0;
  const heavyPath = () => {
    const [lat, lng] = HEAVY_CENTRES[turn++ % HEAVY_CENTRES.length]!;
    return { path: `/api/courses?latitude=${lat}&longitude=${lng}&radius=1000&limit=100` };
  };
  const cheapPath = () => ({
    path: `/api/courses/${options.courseIds[Math.floor(Math.random() * options.courseIds.length)]!}`,
  });
  const [heavy, cheap] = await Promise.all([
    runLoad({
      origin: options.origin,
      label: 'heavy',
      next: heavyPath,
      seconds: options.seconds,
      connections: HEAVY_CONNECTIONS,
    }),
    runLoad({
      origin: options.origin,
      label: 'cheap',
      next: cheapPath,
      seconds: options.seconds,
      connections: CHEAP_CONNECTIONS,
    }),
  ]);
  return { heavy, cheap };
}
