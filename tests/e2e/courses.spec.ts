/**
 * The course list end to end (issue 4) against the real server and its demo catalog, at phone size:
 * name search, the state and minimum-rating filters, the URL keeping them, the empty state.
 * Expected answers come from the API itself, so the tests hold whatever the demo ratings are.
 */
import { expect, test } from './support/test';
import {
  adminToken,
  apiCourses,
  closeFilters,
  courseCards,
  expectCourseNames,
  openFilters,
  searchByName,
} from './support/courses';

test.describe('course list', () => {
  test('shows the title, the NC courses by name, and counts them', async ({ page, request }) => {
    const nc = await apiCourses(request, { state: 'NC', page: '1', limit: '10' });
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Golf Courses' })).toBeVisible();
    await expect(page.getByText('Find and review golf course restrooms near you')).toBeVisible();
    await expectCourseNames(
      page,
      nc.courses.map((course) => course.name),
    );
    await expect(page.getByText(`Showing ${nc.courses.length} of ${nc.total} courses`)).toBeVisible();
    await expect(page.getByText('Course data © OpenStreetMap contributors, ODbL')).toBeVisible();

    const first = courseCards(page).first();
    await expect(first.getByText(/^\d\.\d$/)).toBeVisible(); // the rating, one decimal
    await expect(first.getByText(/^\d+ reviews?$/)).toBeVisible();
    await expect(first.getByText(/^\d+ restrooms?$/)).toBeVisible();
    await first.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/course/${nc.courses[0]!._id}`);
  });

  test('searches by name with Enter, and the search stays in the URL', async ({ page, request }) => {
    const pines = await apiCourses(request, { state: 'NC', search: 'pine' });
    expect(pines.total).toBeGreaterThan(0);
    await page.goto('/courses');
    await expect(courseCards(page).first()).toBeVisible();

    await searchByName(page, 'pine');
    await expect(page).toHaveURL(/[?&]q=pine(&|$)/);
    await expectCourseNames(
      page,
      pines.courses.map((course) => course.name),
    );

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search by course name' })).toHaveValue('pine');
    await expectCourseNames(
      page,
      pines.courses.map((course) => course.name),
    );

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);

    await searchByName(page, 'no such course anywhere');
    await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible();
    await expect(
      page.getByText('Try adjusting your search terms or filters to find golf courses in your area.'),
    ).toBeVisible();
  });

  test('filters by state (back and forward keep it) and by minimum rating', async ({ page, request }) => {
    // A course of our own in Vermont, where the demo has none.
    const token = await adminToken(request);
    const name = `Green Mountain E2E ${Date.now().toString(36)}`;
    const created = await request.post('/api/courses', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name,
        address: '1 Fairway Road',
        city: 'Stowe',
        state: 'VT',
        zipCode: '05672',
        latitude: 44.4654,
        longitude: -72.6874,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).data.course._id as string;

    try {
      await page.goto('/courses');
      await expect(courseCards(page).first()).toBeVisible();
      let sheet = await openFilters(page);
      await expect(sheet.getByLabel('State')).toHaveValue('NC');
      await sheet.getByLabel('State').selectOption('VT');
      await closeFilters(page);
      await expect(page).toHaveURL(/state=VT/);
      await expectCourseNames(page, [name]);
      await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('VT');

      await page.goBack();
      await expect(page).not.toHaveURL(/state=VT/);
      await expect(courseCards(page).first()).toBeVisible();
      await page.goForward();
      await expectCourseNames(page, [name]);
      await page.goBack();

      const rated = await apiCourses(request, { state: 'NC', minRating: '4' });
      sheet = await openFilters(page);
      const slider = sheet.getByRole('slider', { name: 'Minimum Rating' });
      await expect(slider).toHaveAttribute('aria-valuetext', 'Any');
      await slider.fill('4');
      await expect(slider).toHaveAttribute('aria-valuetext', '4 stars');
      await expect(sheet.getByText('4 stars')).toBeVisible();
      await closeFilters(page);
      await expect(page).toHaveURL(/minRating=4/);
      await expectCourseNames(
        page,
        rated.courses.map((course) => course.name),
      );
      await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1');
    } finally {
      await request.delete(`/api/courses/${id}`, {
        headers: { Authorization: `Bearer ${await adminToken(request)}` },
      });
    }
  });

  test('controls are named, at least 44 px, and the page fits a 390 px phone', async ({ page }) => {
    await page.goto('/courses');
    await expect(courseCards(page).first()).toBeVisible();
    const main = page.getByRole('main');
    // Every control (inline text links, like the attribution's, excepted).
    for (const control of await main.locator('button, input, select, a[href^="/course/"]').all()) {
      if (!(await control.isVisible())) continue;
      const box = await control.boundingBox();
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
      if ((await control.evaluate((node) => node.tagName)) === 'BUTTON') {
        expect(box!.width, name).toBeGreaterThanOrEqual(44);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const sheet = await openFilters(page);
    for (const label of ['State', 'Minimum Rating']) await expect(sheet.getByLabel(label)).toBeVisible();
    await expect(sheet.getByRole('switch', { name: /Verified restrooms only/ })).toBeVisible();
  });
});
