/**
 * The map view end to end: it loads only when chosen, draws clusters and pins as named buttons,
 * zooms into a cluster, opens a popup, reloads for the viewport, and goes to a course. The map style
 * is the test fixture's (tests/e2e/support/test.ts): nothing leaves 127.0.0.1.
 */
import { expect, test } from './support/test';
import { apiCourses, courseCards } from './support/courses';

// A map or the OpenID login page: its off-loopback requests are answered (support/test.ts).
test.use({ answerOffLoopback: true });

test.describe('course map', () => {
  test('loads the map only when chosen, with clusters, pins and a popup that leads to the course', async ({
    page,
    request,
    network,
  }) => {
    const nc = await apiCourses(request, { state: 'NC', page: '1', limit: '100' });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/courses');
    await expect(courseCards(page).first()).toBeVisible();
    expect(scripts.filter((url) => /maplibre|course-map/.test(url))).toEqual([]);

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByText(`${nc.total} course(s) found`)).toBeVisible();
    const map = page.getByRole('region', { name: 'Course map' });
    await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
    expect(scripts.some((url) => /maplibre-gl/.test(url))).toBe(true);
    // The route handler records the style in this process, which can come after the canvas shows.
    await expect.poll(() => network.mapStyles.some((url) => url.endsWith('/styles/positron'))).toBe(true);

    // The demo courses sit in three groups (the Triangle, the Sandhills, Charlotte).
    // Once the map has fitted them, every course is in a cluster or a pin.
    const clusters = map.getByRole('button', { name: /^\d+ courses\. Zoom in$/ });
    const pins = map.locator('button.map-pin');
    await expect(clusters.first()).toBeVisible();
    const shown = async () =>
      (await clusters.evaluateAll((buttons) =>
        buttons.reduce((sum, button) => sum + Number(button.textContent), 0),
      )) + (await pins.count());
    await expect.poll(shown).toBe(nc.total);
    await expect(clusters.first()).toHaveClass(/map-cluster--small/);

    // Zooming into a cluster shows what it held.
    const pinsBefore = await pins.count();
    await clusters.first().click();
    await expect.poll(() => pins.count()).toBeGreaterThan(pinsBefore);

    // A pin, by keyboard: its popup has the spec's facts and View Details.
    const pin = pins.first();
    const courseName = await pin.getAttribute('aria-label');
    await pin.focus();
    await page.keyboard.press('Enter');
    const popup = map.locator('.maplibregl-popup');
    await expect(popup.getByRole('heading', { name: courseName! })).toBeVisible();
    await expect(popup.getByText(/^Rating: (\d\.\d|N\/A)$/)).toBeVisible();
    await expect(popup.getByText(/\d+ reviews? · \d+ restrooms?/)).toBeVisible();
    const id = nc.courses.find((course) => course.name === courseName)!._id;
    await popup.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/course/${id}`);
  });

  test('moving the map reloads the courses of the viewport', async ({ page }) => {
    await page.goto('/courses?state=NC&view=map');
    const map = page.getByRole('region', { name: 'Course map' });
    await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
    await expect(map.getByRole('button', { name: /courses\. Zoom in$/ }).first()).toBeVisible();

    const viewportRequest = page.waitForRequest((req) => {
      const url = new URL(req.url());
      return (
        url.pathname === '/api/courses' &&
        url.searchParams.get('limit') === '100' &&
        url.searchParams.has('latitude')
      );
    });
    await map.getByRole('button', { name: 'Zoom out' }).click();
    const url = new URL((await viewportRequest).url());
    expect(url.searchParams.get('state')).toBe('NC');
    const radius = Number(url.searchParams.get('radius'));
    expect(radius).toBeGreaterThanOrEqual(10);
    expect(radius).toBeLessThanOrEqual(100);
    await expect(page.getByText(/^\d+ course\(s\) found$/)).toBeVisible();
  });

  test('follows the theme: the dark style in dark mode', async ({ page, network }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/courses?state=NC&view=map');
    await expect(page.getByRole('region', { name: 'Course map' }).locator('canvas')).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(() => network.mapStyles.some((url) => url.endsWith('/styles/dark'))).toBe(true);
  });
});
