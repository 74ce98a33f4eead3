/**
 * The user and owner dashboards (docs/product.md §2) at phone size, against the real server: the golfer's
 * numbers and pending contribution; an owner approving one submission and rejecting another with a
 * reason (through the outbox); the submitter then seeing Approved and Rejected with the reason.
 * Screenshots go to /tmp/shots/dash-*.png for a human look.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  closeToast,
  expectSignedIn,
  expectToast,
  toast,
  newUser,
  registerByApi,
  signInWithForm,
  type TestUser,
} from './support/auth';
import { apiCourses } from './support/courses';
import { expect, test } from './support/test';

const DEMO_PASSWORD = 'fairway-demo';
const GOLFER = { email: 'golfer@demo.fairwayrelief.test', password: DEMO_PASSWORD };
const OWNER = { email: 'owner@demo.fairwayrelief.test', password: DEMO_PASSWORD };
const SHOTS = '/tmp/shots';

async function tokenFor(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await request.post('/api/auth/login', { data: user });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.accessToken as string;
}

async function submitRestroom(request: APIRequestContext, token: string, courseId: string, name: string) {
  const response = await request.post('/api/restrooms', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: {
      courseId,
      name,
      locationType: 'clubhouse',
      facilityType: 'portable',
      gender: 'mens',
      accessibility: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Closes the toast if one is still up (they leave by themselves after five seconds). */
async function clearToast(page: Page) {
  if ((await toast(page).count()) > 0) await closeToast(page).catch(() => undefined);
}

/** Opens a guarded screen signed out, signs in on the form it sends us to, and lands back on it. */
async function openSignedIn(page: Page, path: string, user: Pick<TestUser, 'email' | 'password'>) {
  await page.goto(path);
  await expect(page).toHaveURL('/login');
  await signInWithForm(page, user);
  await expect(page).toHaveURL(path);
}

test('a golfer sees their numbers, reviews, the pending Hillandale contribution and achievements', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard', GOLFER);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText("Welcome back! Here's your activity summary.")).toBeVisible();
  const stats = page.getByRole('list', { name: 'Your statistics' }).or(page.getByLabel('Your statistics'));
  for (const label of ['Total Reviews', 'Average Rating', 'Restrooms Added', 'Helpful Votes']) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(stats.getByText(/^\d\.\d$/)).toBeVisible(); // the average to one decimal
  await expect(page.getByText('Feature coming soon')).toHaveCount(0);

  await expect(page.getByRole('tab', { name: 'Recent Reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/course\//);
  await page.screenshot({ path: `${SHOTS}/dash-user.png`, fullPage: true });

  // Arrow keys move between the tabs (Radix).
  await page.getByRole('tab', { name: 'Recent Reviews' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Contributions' })).toHaveAttribute('aria-selected', 'true');
  const hillandale = page
    .getByRole('listitem', { name: /Hillandale Golf Course/ })
    .filter({ hasText: 'Pending' });
  await expect(hillandale.first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dash-user-contributions.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page.getByRole('listitem', { name: 'First Review: earned' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^Review Enthusiast: / })).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^Contributor: / })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/dash-user-achievements-dark.png`, fullPage: true });
});

test('an owner approves one submission and rejects another from a phone; the submitter sees both', async ({
  page,
  browser,
  request,
}) => {
  // Two fresh submissions on Hillandale (owned by the demo owner), from a fresh golfer.
  const submitter = await registerByApi(request, newUser('submitter'));
  const token = await tokenFor(request, submitter);
  const [course] = (await apiCourses(request, { search: 'Hillandale', state: 'NC' })).courses;
  expect(course?.name).toBe('Hillandale Golf Course');
  const tag = randomUUID().slice(0, 6);
  const keep = `Pro Shop ${tag}`;
  const drop = `Portable ${tag}`;
  await submitRestroom(request, token, course!._id, keep);
  await submitRestroom(request, token, course!._id, drop);

  await openSignedIn(page, '/owner-dashboard', OWNER);
  await expect(page.getByRole('heading', { level: 1, name: 'Owner Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage your golf courses and review restroom submissions.')).toBeVisible();
  for (const caption of [
    'Golf courses owned',
    'Across all courses',
    'Awaiting your review',
    'User reviews received',
    'Across all facilities',
  ]) {
    await expect(page.getByText(caption, { exact: true })).toBeVisible();
  }
  const pendingTab = page.getByRole('tab', { name: /^Pending Submissions \(\d+\)$/ });
  await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Restroom Submissions Awaiting Review' })).toBeVisible();

  const item = (name: string) => page.getByRole('listitem', { name });
  await expect(item(keep)).toContainText('Submitted by Eddie T. on');
  await expect(item(keep)).toContainText('Hillandale Golf Course');
  await clearToast(page); // 'Logged in successfully' sits where the dialogs' buttons go
  await page.screenshot({ path: `${SHOTS}/dash-owner.png`, fullPage: true });

  // Approve: big buttons in thumb reach.
  const approve = item(keep).getByRole('button', { name: 'Approve' });
  const box = await approve.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await approve.click();
  const approveDialog = page.getByRole('dialog', { name: 'Approve Submission' });
  await expect(
    approveDialog.getByText('Are you sure you want to approve this restroom submission?'),
  ).toBeVisible();
  await approveDialog.getByLabel('Approval Notes (Optional)').fill('Checked on my round');
  await page.screenshot({ path: `${SHOTS}/dash-approve-dialog.png`, animations: 'disabled' });
  await approveDialog.getByRole('button', { name: 'Confirm Approval' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(item(keep)).toHaveCount(0);
  await expectToast(page, 'Success', 'Submission approved successfully');

  // Reject: the reason is required and must not be blank.
  await item(drop).getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = page.getByRole('dialog', { name: 'Reject Submission' });
  await expect(
    rejectDialog.getByText('Please provide a reason for rejecting this submission:'),
  ).toBeVisible();
  const confirmRejection = rejectDialog.getByRole('button', { name: 'Confirm Rejection' });
  await expect(confirmRejection).toBeDisabled();
  await rejectDialog.getByLabel('Rejection Reason *').fill('   ');
  await expect(confirmRejection).toBeDisabled();
  await rejectDialog.getByLabel('Rejection Reason *').fill('No portable toilet there any more');
  await expect(confirmRejection).toBeEnabled();
  await clearToast(page);
  await page.screenshot({ path: `${SHOTS}/dash-reject-dialog.png`, animations: 'disabled' });
  await confirmRejection.click();
  await expect(rejectDialog).toBeHidden();
  await expect(item(drop)).toHaveCount(0);
  await expectToast(page, 'Success', 'Submission rejected successfully');

  await page.getByRole('tab', { name: /^My Courses \(\d+\)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Hillandale Golf Course' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Old Chatham Golf Club' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dash-owner-courses.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Open problems now' })).toBeVisible();

  // The submitter's Contributions tab, in a browser of their own.
  const context = await browser.newContext();
  const submitterPage = await context.newPage();
  await submitterPage.goto('/login');
  await signInWithForm(submitterPage, submitter);
  await expectSignedIn(submitterPage);
  await submitterPage.goto('/dashboard');
  await submitterPage.getByRole('tab', { name: 'Contributions' }).click();
  const mine = (name: string) =>
    submitterPage.getByRole('listitem', { name: `${name}, Hillandale Golf Course` });
  await expect(mine(keep)).toContainText('Approved');
  await expect(mine(drop)).toContainText('Rejected');
  await expect(mine(drop)).toContainText('No portable toilet there any more');
  await context.close();
});

test('a regular golfer is refused the owner dashboard', async ({ page, request }) => {
  const golfer = await registerByApi(request, newUser('regular'));
  await page.goto('/owner-dashboard');
  await signInWithForm(page, golfer);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Owner Dashboard' })).toHaveCount(0);
});
