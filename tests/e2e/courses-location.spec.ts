/**
 * Location end to end (docs/product.md §2 location button, §8 messages; docs/decisions.md §6
 * geolocation-first): with the permission already granted the list starts from the user's position, nearest
 * first with distances; the button removes the location; a refused permission shows the spec's error.
 */
import { expect, test } from './support/test';
import { RALEIGH, apiCourses, courseCards, openFilters } from './support/courses';

test.describe('courses near me', () => {
  test('with location granted, starts nearest first with distances; the button removes it', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(RALEIGH);
    const near = await apiCourses(request, {
      state: 'NC',
      latitude: String(RALEIGH.latitude),
      longitude: String(RALEIGH.longitude),
      radius: '50',
      page: '1',
      limit: '10',
    });
    expect(near.total).toBeGreaterThan(1);

    await page.goto('/courses');
    await expect(page).toHaveURL(/near=1&lat=35\.7796&lng=-78\.6382/);
    await expect(page).toHaveURL(/state=NC/);
    await expect(courseCards(page).getByRole('heading', { level: 3 })).toHaveText(
      near.courses.map((course) => course.name),
    );
    const distances = await courseCards(page)
      .getByText(/^Distance: \d+\.\d mi$/)
      .allInnerTexts();
    expect(distances.map((text) => text.replace(/\s+/g, ' '))).toEqual(
      near.courses.map((course) => `Distance: ${course.distance!.toFixed(1)} mi`),
    );
    await expect(page.getByText('Nearest first, within 50 miles of you')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nearest courses first' })).toHaveCount(0);

    const sheet = await openFilters(page);
    await expect(sheet.getByText('Your location: 35.7796, -78.6382')).toBeVisible();
    await expect(sheet.getByRole('slider', { name: 'Search Radius' })).toHaveAttribute(
      'aria-valuetext',
      '50 miles',
    );
    await sheet.getByRole('button', { name: 'Location Active - Click to Remove' }).click();
    await expect(sheet.getByRole('button', { name: 'Use My Location' })).toBeVisible();
    await expect(sheet.getByRole('slider', { name: 'Search Radius' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/near=1/);
    await expect(courseCards(page).getByText(/^Distance:/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nearest courses first' })).toBeVisible();
  });

  test('the near-me button asks for the location; a refusal shows the spec message', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/courses');
    await expect(courseCards(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Nearest courses first' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Location Error: Location access denied by user' }),
    ).toBeVisible();
    const sheet = await openFilters(page);
    await expect(sheet.getByText('Location access denied by user')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Use My Location' })).toBeEnabled();
  });
});
