/** Helpers for the course catalog specs: the list, the phone's filter sheet, the API's own answers. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@demo.fairwayrelief.test', password: 'fairway-demo' };
export const RALEIGH = { latitude: 35.7796, longitude: -78.6382 };

export interface ApiCourse {
  _id: string;
  name: string;
  state: string;
  distance?: number;
}

/** GET /api/courses with the given parameters, straight from the server. */
export async function apiCourses(request: APIRequestContext, params: Record<string, string>) {
  const response = await request.get('/api/courses', { params });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as { courses: ApiCourse[]; total: number; pages: number };
}

/** A bearer token for the demo admin, for setting up and cleaning up through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.accessToken as string;
}

/** The course cards on the page, by their headings. */
export function courseCards(page: Page) {
  return page.getByRole('list', { name: 'Courses' }).getByRole('article');
}

export async function expectCourseNames(page: Page, names: string[]): Promise<void> {
  await expect(courseCards(page).getByRole('heading', { level: 3 })).toHaveText(names);
}

/** The filters: on a phone they live in a bottom sheet opened from the bottom bar. */
export async function openFilters(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

export async function closeFilters(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('button', { name: /^Show/ }).click();
  await expect(sheet).toBeHidden();
}

/** Searches by name with the search box above the list (Enter, as a phone keyboard's Search key). */
export async function searchByName(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search by course name' });
  await box.fill(text);
  await box.press('Enter');
}
