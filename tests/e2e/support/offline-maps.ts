/**
 * Looking into the offline maps from a test: the map store in IndexedDB (as the app wrote it) and
 * how much of the map's canvas shows the fixture tiles' colour (support/map-tiles.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { readDeviceTable } from './device-store';
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

export const mapResources = (page: Page) => readDeviceTable<MapResourceRow>(page, 'mapResources');
export const savedCourses = (page: Page) => readDeviceTable<SavedCourseRow>(page, 'savedCourses');

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
