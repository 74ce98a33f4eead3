/**
 * Long German (and Spanish) words at 320 px (issue 39: "long German words must not break the header,
 * buttons or cards at 320 px"): on the landing page no element's text is wider than its own box (the
 * hero's "Toilettenverzeichnis" was clipped by the hero, with no sideways scroll for sidewaysAt320
 * to see), and the header's Alpha badge and "Anmelden" do not overlap. Checked at 320 and 390 px.
 * E2E_SHOTS_DIR=dir keeps screenshots.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shoot } from './support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Elements whose content is wider than their box (scrollWidth past clientWidth) where that content
 * is not meant to scroll: a clipped word, a label pushed out of its button. The screen-reader-only
 * texts (1 px boxes by design) are left out.
 */
const overflowing = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector))
      for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
        if (!(el instanceof HTMLElement) || el.clientWidth <= 1) continue;
        const style = getComputedStyle(el);
        if (style.display === 'inline' || ['auto', 'scroll'].includes(style.overflowX)) continue;
        if (el.scrollWidth > el.clientWidth + 1)
          found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      }
    return found;
  }, scope);

/** Whether the header's Alpha badge and the sign-in link share any pixel. */
async function badgeMeetsSignIn(page: Page, signIn: string): Promise<boolean> {
  const badge = await page.getByTestId('alpha-badge').boundingBox();
  const link = await page.getByRole('banner').getByRole('link', { name: signIn, exact: true }).boundingBox();
  if (!badge || !link) throw new Error('the badge or the sign-in link is not on screen');
  return (
    badge.x < link.x + link.width &&
    link.x < badge.x + badge.width &&
    badge.y < link.y + link.height &&
    link.y < badge.y + badge.height
  );
}

for (const { locale, language, signIn, register, heading } of [
  {
    locale: 'de-DE',
    language: 'de',
    signIn: 'Anmelden',
    register: 'Registrieren',
    heading: 'Das Toilettenverzeichnis der Golfgemeinschaft',
  },
  {
    locale: 'es-ES',
    language: 'es',
    signIn: 'Entrar',
    register: 'Registrarse',
    heading: 'El directorio de baños de la comunidad golfista',
  },
]) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test('the landing page’s hero and header fit at 320 and 390 px', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByRole('banner').getByRole('link', { name: register })).toBeVisible();
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        expect(await overflowing(page, 'header, #hero-title'), `${width} px`).toEqual([]);
        expect(await badgeMeetsSignIn(page, signIn), `${width} px`).toBe(false);
      }
      await shoot(page, `${language}-narrow-landing`, { fullPage: false });
    });
  });
}
