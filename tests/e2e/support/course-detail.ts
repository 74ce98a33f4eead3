import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInWithForm, type TestUser } from './auth';
import { apiCourses } from './courses';

export async function firstCourseId(request: APIRequestContext): Promise<string> {
  const list = await apiCourses(request, { state: 'NC', page: '1', limit: '10' });
  const id = list.courses[0]?._id;
  if (!id) throw new Error('no seeded course');
  return id;
}

export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await signInWithForm(page, user);
  await expect(page).toHaveURL(/\/courses/);
}

export async function tokenFor(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await request.post('/api/auth/login', { data: user });
  const body = (await response.json()) as {
    data: { accessToken: string; refreshToken: string; user: { _id: string } };
  };
  return body.data;
}

/** A clubhouse restroom added through the API; `extra` adds or overrides fields (a position, say). */
export async function addRestroomByApi(
  request: APIRequestContext,
  token: string,
  courseId: string,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const response = await request.post('/api/restrooms', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      courseId,
      name,
      locationType: 'clubhouse',
      facilityType: 'permanent',
      gender: 'unisex',
      accessibility: false,
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { restroom: { _id: string } } }).data.restroom._id;
}

export async function reviewsOf(request: APIRequestContext, restroomId: string) {
  const response = await request.get(`/api/restrooms/${restroomId}/reviews`);
  return ((await response.json()) as { data: { reviews: { userId: string; rating: number }[] } }).data
    .reviews;
}

/**
 * Presses the Add Restroom dialog's button and, when the dialog first lists restrooms of the course
 * that may be the same one (docs/product.md §10, "Already listed here"), "Add anyway": the course a
 * test uses may list restrooms that other tests added.
 */
export async function submitAddRestroom(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Add Restroom' }).click();
  const anyway = dialog.getByRole('button', { name: 'Add anyway' });
  const closed = dialog.waitFor({ state: 'detached', timeout: 5_000 }).then(() => false);
  const warned = anyway.waitFor({ timeout: 5_000 }).then(() => true);
  if (await Promise.any([closed, warned]).catch(() => false)) await anyway.click();
}
