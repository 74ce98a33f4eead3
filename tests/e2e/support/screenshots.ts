/**
 * Screenshots to look at (the brief: every screen checked at phone size), taken only when
 * E2E_SHOTS_DIR names a folder: `E2E_SHOTS_DIR=/tmp/shots npx playwright test tests/e2e/language-*.spec.ts`.
 * Each is taken at 390 and at 320 px wide (long German words), then the page is back at 390.
 */
import type { Page } from '@playwright/test';

export const SHOTS_DIR = process.env['E2E_SHOTS_DIR'];

/** `<name>-390.png` and `<name>-320.png`; `fullPage: false` for the screen alone (an open dialog). */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}
