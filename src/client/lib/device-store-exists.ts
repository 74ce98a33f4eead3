/**
 * Whether this browser holds the device store (IndexedDB `fairway-relief`) at all, asked of the
 * browser without loading Dexie (about 30 KB gzip). On a first visit nothing is saved, so a screen
 * that reads the store first (docs/decisions.md §6) can skip that read and leave Dexie out of its first
 * paint. The name matches offline/db.ts's DATABASE_NAME (a unit test holds them together); it is
 * repeated here because importing db.ts would load Dexie.
 */
export const DEVICE_STORE_NAME = 'fairway-relief';

/** False only when the browser says for sure the store does not exist; unsure answers true. */
export async function deviceStoreMayExist(
  idb: IDBFactory | undefined = globalThis.indexedDB,
): Promise<boolean> {
  if (!idb || typeof idb.databases !== 'function') return true;
  try {
    const databases = await idb.databases();
    return databases.some((database) => database.name === DEVICE_STORE_NAME);
  } catch {
    return true;
  }
}
