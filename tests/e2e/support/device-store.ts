/** Looking into the app's device store (IndexedDB 'fairway-relief') from a test, as the app wrote it. */
import type { Page } from '@playwright/test';

/**
 * Every row of one table, read with plain IndexedDB; none while the app has not created the store
 * (opening it here would create an empty one under the app).
 */
export async function readDeviceTable<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'fairway-relief')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('fairway-relief');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains(name)) return [];
      return await new Promise<unknown[]>((resolve, reject) => {
        const all = db.transaction(name).objectStore(name).getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      });
    } finally {
      db.close();
    }
  }, table) as Promise<T[]>;
}
