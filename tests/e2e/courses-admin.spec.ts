/**
 * Admin course management end to end (docs/product.md §2 course card, add/edit modals; §5 validation; §8
 * messages): the demo admin signs in, adds a course (in Wyoming, where no other test looks), sees
 * it, edits it, deletes it. Golfers and guests see none of these controls.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectToast } from './support/auth';
import { DEMO_ADMIN, courseCards } from './support/courses';

test('an admin adds a course, edits it and deletes it', async ({ page }) => {
  const name = `Fairway E2E Links ${randomUUID().slice(0, 8)}`;
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/courses');
  await page.goto('/courses?state=WY');

  // Add: the shared schema's messages first, then a real course.
  await page.getByRole('button', { name: 'Add Course' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Golf Course' });
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  for (const message of [
    'Course name is required',
    'Address is required',
    'City is required',
    'State is required',
    'ZIP code is required',
    'Latitude is required',
    'Longitude is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel('Course Name')).toBeFocused();
  await dialog.getByLabel('Course Name').fill(name);
  await dialog.getByLabel('Address').fill('1 Fairway Road');
  await dialog.getByLabel('City').fill('Cheyenne');
  await dialog.getByLabel('State').selectOption('WY');
  await dialog.getByLabel('ZIP Code').fill('82001');
  await dialog.getByLabel('Latitude').fill('41.1400');
  await dialog.getByLabel('Longitude').fill('-104.8202');
  await expect(dialog.getByText('Course name is required')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expectToast(page, 'Success', 'Course created successfully');
  await expect(dialog).toBeHidden();
  const card = courseCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Cheyenne, WY')).toBeVisible();
  await expect(card.getByText('0.0', { exact: true })).toBeVisible();

  // Edit: prefilled; the new name shows.
  await card.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Golf Course' });
  await expect(dialog.getByLabel('Course Name')).toHaveValue(name);
  await expect(dialog.getByLabel('State')).toHaveValue('WY');
  await expect(dialog.getByLabel('Longitude')).toHaveValue('-104.8202');
  await dialog.getByLabel('Course Name').fill(`${name} (renamed)`);
  await dialog.getByRole('button', { name: 'Update Course' }).click();
  await expectToast(page, 'Success', 'Course updated successfully');
  const renamed = courseCards(page).filter({
    has: page.getByRole('heading', { name: `${name} (renamed)`, exact: true }),
  });
  await expect(renamed).toBeVisible();

  // Cancel leaves it; Delete asks first, then removes it.
  await renamed.getByRole('button', { name: 'Delete' }).click();
  let confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Are you sure you want to delete ${name} (renamed)?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete' }).click();
  confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Course deleted successfully');
  await expect(renamed).toHaveCount(0);
});

test('guests see no course management controls', async ({ page }) => {
  await page.goto('/courses');
  await expect(courseCards(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Course' })).toHaveCount(0);
  await expect(courseCards(page).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(courseCards(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
