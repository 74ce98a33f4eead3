/**
 * The map store's reads and writes (tile-store.ts), loaded on first use: it holds the device store
 * (Dexie), which the course screen's "Save for offline" button must not load before the course
 * shows (offline/load-store.ts). The map chunk imports tile-store.ts directly.
 */
export const loadTileStore = () => import('./tile-store');
