/**
 * The map store's reads and writes (tile-store.ts), loaded on first use: it holds the device store
 * (Dexie), which the course screen's "Save for offline" button and the map's tile protocol must not
 * load before the screen shows (offline/load-store.ts). The saver (save-course.ts, itself loaded on
 * demand) imports tile-store.ts directly.
 */
export const loadTileStore = () => import('./tile-store');

export type TileStore = Awaited<ReturnType<typeof loadTileStore>>;

/** Runs `work` on the map store once it is loaded; rejects if either fails. */
export async function withTileStore<T>(work: (tiles: TileStore) => Promise<T>): Promise<T> {
  return work(await loadTileStore());
}
