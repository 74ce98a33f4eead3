import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { expectToast } from './support/auth';
import { formatStatCount } from '../../src/shared/format';

test.describe('landing page', () => {
  test('shows the hero with its calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Fairway Relief' })).toBeVisible();
    await expect(page.getByText("The golf community's restroom directory")).toBeVisible();

    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/register');
    await expect(hero.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    // Browsing needs no account (issue 20): the hero says so with a link of its own, 44 px tall.
    const browse = hero.getByRole('link', { name: 'Browse courses' });
    await expect(browse).toHaveAttribute('href', '/courses');
    expect((await browse.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(header.getByRole('link', { name: 'Fairway Relief Alpha Access' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('contentinfo')).toContainText('Built by Fairway Relief Labs');

    await hero.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('shows the public statistics from the API as numbers', async ({ page }) => {
    // The figures the page itself was sent: other specs write reviews and register golfers meanwhile.
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stats/public');
    await page.goto('/');
    const answer = await (await answered).json();
    const { totalCourses, totalReviews, totalUsers } = answer.data.stats;

    const stats = page.getByRole('region', { name: 'Community statistics' });
    const expected: [string, number][] = [
      ['totalCourses', totalCourses],
      ['totalReviews', totalReviews],
      ['totalUsers', totalUsers],
    ];
    for (const [key, value] of expected) {
      await expect(stats.getByTestId(`stat-${key}`)).toHaveText(formatStatCount(value));
    }
    await expect(stats.getByTestId('stat-totalCourses')).toHaveText(/^\d+k?\+$/);
    for (const label of ['Golf Courses', 'Restroom Reviews', 'Active Users']) {
      await expect(stats.getByText(label)).toBeVisible();
    }
    // The demo database has courses, so the figure is a real count, not the failure fallback.
    expect(totalCourses).toBeGreaterThan(0);
  });

  test('the hero leads with the tagline instead of repeating the brand under the header', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    // The name stays in the heading for screen readers, not drawn a second time under the header.
    await expect(hero.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      "Fairway Relief: The golf community's restroom directory",
    );
    const drawnText = await hero.evaluate((section) => {
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest('.sr-only')) text += node.textContent;
      }
      return text;
    });
    expect(drawnText).toContain("The golf community's restroom directory");
    expect(drawnText).not.toContain('Fairway Relief');
    mkdirSync('/tmp/shots', { recursive: true });
    await page.getByTestId('stat-totalCourses').waitFor();
    await page.screenshot({ path: '/tmp/shots/landing-390.png' });
  });

  test('statistics that fail to load show the error toast and fall back to zero (docs/product.md §4)', async ({
    page,
  }) => {
    await page.route('**/api/stats/public', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Statistics are resting' } }),
    );
    await page.goto('/');
    await expectToast(page, 'Error loading statistics', 'Statistics are resting');
    const stats = page.getByRole('region', { name: 'Community statistics' });
    for (const key of ['totalCourses', 'totalReviews', 'totalUsers']) {
      await expect(stats.getByTestId(`stat-${key}`)).toHaveText('0+');
    }
  });
});
