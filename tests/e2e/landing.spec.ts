import { expect, test } from './support/test';
import { formatStatCount } from '../../src/shared/format';

test.describe('landing page', () => {
  test('shows the hero with its calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Fairway Relief' })).toBeVisible();
    await expect(page.getByText("The golf community's restroom directory")).toBeVisible();

    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/register');
    await expect(hero.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

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

  test('shows the public statistics from the API as numbers', async ({ page, request }) => {
    const answer = await (await request.get('/api/stats/public')).json();
    const { totalCourses, totalReviews, totalUsers } = answer.data.stats;

    await page.goto('/');
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
});
