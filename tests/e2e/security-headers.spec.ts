/**
 * The app runs under its Content-Security-Policy: every page of a visit (landing, a dialog, sign-in,
 * the course list, the map, a course's detail, the dashboard) with zero CSP violations, reported by
 * the browser as `securitypolicyviolation` events or as console errors. The policy itself comes from
 * the real server, so this fails when the policy forbids something the app does (an inline <style>,
 * a map worker, a tile fetch) or when the app starts doing something the policy forbids.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newUser, registerByApi, signInWithForm } from './support/auth';
import { firstCourseId } from './support/course-detail';
import { courseCards } from './support/courses';
import { APP_PORT, BASE_URL } from './support/servers';

// A map or the OpenID login page: its off-loopback requests are answered (support/test.ts).
test.use({ answerOffLoopback: true });

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Every violation the page or the browser reports, from the first byte of every document. */
async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return console;
}

const violationsIn = (page: Page) => page.evaluate(() => window.__cspViolations ?? ['(no listener)']);

test.describe('content security policy', () => {
  test('the document arrives with the policy and the app runs under it without a violation', async ({
    page,
    request,
  }) => {
    const consoleViolations = await watchCsp(page);
    const seen: string[] = [];
    const expectClean = async (where: string) => {
      // Late work (the map's worker, tiles and glyphs, a lazy chunk) reports late: let it finish,
      // which also keeps the next navigation from cutting a map request short.
      await page.waitForLoadState('networkidle');
      const violations = await violationsIn(page);
      seen.push(where);
      expect(violations, `CSP violations on ${where}`).toEqual([]);
      expect(consoleViolations, `CSP console errors by ${where}`).toEqual([]);
    };

    const landing = await page.goto('/');
    const policy = landing!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(landing!.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1, name: 'Fairway Relief' })).toBeVisible();
    // workbox-window registers the service worker under the policy, and it activates.
    const workerActive = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.ready).active),
    );
    expect(workerActive).toBe(true);
    await expectClean('landing');

    // A Radix dialog: its scroll lock inserts a <style> element (the one inline style we allow).
    await page.goto('/register');
    await page.locator('#main').getByRole('button', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
    // The built CSS arrives as <link>; a <style> element here was inserted at run time.
    expect(await page.locator('style').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expectClean('a legal dialog');

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expectClean('sign-in');

    await page.goto('/courses');
    await expect(courseCards(page).first()).toBeVisible();
    await expectClean('course list');

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
    const map = page.getByRole('region', { name: 'Course map' });
    // A drawn canvas means the worker started and the style loaded, all under the policy.
    await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
    await expect(map.locator('button.map-pin, button.map-cluster').first()).toBeVisible();
    await expectClean('course map');

    const courseId = await firstCourseId(request);
    await page.goto(`/course/${courseId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The course area's map loads on a tap, and then runs under the same policy.
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByRole('region', { name: 'Course area map' }).locator('canvas')).toBeVisible({
      timeout: 20_000,
    });
    await expectClean('course detail');

    // Signed in: the service worker, the outbox and the dashboard run under the same policy.
    const user = await registerByApi(request, newUser('csp'));
    await page.goto('/login');
    await signInWithForm(page, user);
    await expect(page).toHaveURL(/\/courses/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectClean('dashboard');
    expect(seen).toHaveLength(7);
  });

  test('another site cannot frame a page', async ({ page }) => {
    // localhost and 127.0.0.1 are different origins: a page on one frames the app on the other.
    const framer = `http://localhost:${APP_PORT}/framing-test`;
    await page.route(framer, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><iframe id="victim" src="${BASE_URL}/courses"></iframe>`,
      }),
    );
    await page.goto(framer);
    // The browser refuses to render it and commits its own error page in the frame instead.
    const victim = page.frames().find((frame) => frame !== page.mainFrame());
    expect(victim).toBeDefined();
    await expect.poll(() => victim!.url(), { timeout: 15_000 }).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#victim').locator('#root')).toHaveCount(0);
  });
});
