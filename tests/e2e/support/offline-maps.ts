/**
 * Looking into the offline maps from a test: the map store in IndexedDB (as the app wrote it) and
 * how much of the map's canvas shows the fixture tiles' colour (support/map-tiles.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { TILE_RGB } from './map-tiles';

interface MapResourceRow {
  url: string;
  kind: string;
  bytes: number;
  lastUsedAt: number;
  pins: string[];
}

interface SavedCourseRow {
  courseId: string;
  name: string;
  bytes: number;
}

/** Every row of one table of the app's database, read with plain IndexedDB. */
async function readTable<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('fairway-relief');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
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

export const mapResources = (page: Page) => readTable<MapResourceRow>(page, 'mapResources');
export const savedCourses = (page: Page) => readTable<SavedCourseRow>(page, 'savedCourses');

/** Share (0–1) of the element's pixels in the fixture tiles' colour, from a real screenshot. */
export async function tileColourShare(page: Page, element: Locator): Promise<number> {
  const shot = await element.screenshot({ animations: 'disabled' });
  return page.evaluate(
    async ({ bytes, rgb }) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let matching = 0;
      for (let i = 0; i < data.length; i += 4) {
        const near = [0, 1, 2].every((c) => Math.abs((data[i + c] ?? 0) - (rgb[c] ?? 0)) <= 4);
        if (near) matching += 1;
      }
      return matching / (data.length / 4);
    },
    { bytes: [...shot], rgb: [...TILE_RGB] },
  );
}

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}
