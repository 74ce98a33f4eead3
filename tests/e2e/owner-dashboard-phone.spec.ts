/**
 * The owner dashboard on a phone (issue 20 item 10): owners open it to decide pending submissions, and
 * five full-size stat cards pushed the first one below the fold at 390×844. The numbers are compact
 * there now, so the first submission's Approve button is on the first screen, numbers still above it.
 */
import { mkdirSync } from 'node:fs';
import { newUser, registerByApi } from './support/auth';
import { addRestroomByApi, signIn, tokenFor } from './support/course-detail';
import { apiCourses } from './support/courses';
import { expect, test } from './support/test';

const OWNER = { email: 'owner@demo.fairwayrelief.test', password: 'fairway-demo' };

test.use({ viewport: { width: 390, height: 844 } });

test('at 390×844 the first pending submission can be approved without scrolling', async ({
  page,
  request,
}) => {
  // A submission of our own on a course the demo owner owns, so the list is never empty.
  const [course] = (await apiCourses(request, { search: 'Hillandale', state: 'NC' })).courses;
  const golfer = await registerByApi(request, newUser('phone-owner'));
  const { accessToken } = await tokenFor(request, golfer);
  await addRestroomByApi(request, accessToken, course!._id, `Phone Check ${Date.now().toString(36)}`);

  await signIn(page, OWNER);
  await page.goto('/owner-dashboard');
  // All five numbers are still there, above the list.
  await expect(page.getByLabel('Your courses in numbers').getByRole('term')).toHaveCount(5);
  const approve = page
    .getByRole('list', { name: 'Pending submissions' })
    .getByRole('button', { name: 'Approve' })
    .first();
  await expect(approve).toBeVisible();

  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await approve.boundingBox())!;
  expect(box.y + box.height, 'the Approve button ends within the first screen').toBeLessThanOrEqual(844);
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/owner-dashboard-390.png' });
});
