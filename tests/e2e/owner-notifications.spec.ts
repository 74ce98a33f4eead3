/**
 * Issue 34, "Told at once" on the owner's phone (390×844; docs/product.md §12): the owner dashboard's
 * notification settings (opened by the bell and by the e-mails' `?tab=notifications` link), each
 * switch saved through the outbox (kept after a reload; made offline, sent on reconnect; refused,
 * shown with the server's reason until discarded), this device's push ("Allow notifications on this
 * device" up to the browser's push service, which headless Chromium does not have: its refusal is
 * shown), and the alert e-mail's `?report=<id>` link opening the report on the Reports tab.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { newUser, registerByApi, type TestUser } from './support/auth';
import { scanInBothThemes } from './support/axe';
import { signIn, tokenFor } from './support/course-detail';
import { DEMO_ADMIN } from './support/courses';
import { mailTo, verifyByMail, type Mail } from './support/mail';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = '/tmp/shots';
type Credentials = Pick<TestUser, 'email' | 'password'>;

/** A call as this account, signed in just before: e2e access tokens live three seconds. */
async function call(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  as: Credentials,
  data?: unknown,
): Promise<{ data: Record<string, unknown> }> {
  const { accessToken } = await tokenFor(request, as);
  const response = await request[method](url, { headers: { Authorization: `Bearer ${accessToken}` }, data });
  expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** A new course with a clubhouse restroom, owned by a new verified owner. */
async function ownedCourse(request: APIRequestContext, prefix: string) {
  const name = `${prefix} ${Date.now().toString(36)}`;
  const course = await call(request, 'post', '/api/courses', DEMO_ADMIN, {
    name,
    address: '1 Fairway Lane',
    city: 'Cary',
    state: 'NC',
    zipCode: '27513',
    latitude: 35.79,
    longitude: -78.78,
  });
  const courseId = (course.data.course as { _id: string })._id;
  const owner = await registerByApi(
    request,
    newUser(`${prefix.toLowerCase().replace(/ /g, '-')}-owner`),
    'course_owner',
  );
  await verifyByMail(request, owner.email);
  await call(request, 'post', `/api/admin/courses/${courseId}/owners`, DEMO_ADMIN, { email: owner.email });
  const restroom = await call(request, 'post', '/api/restrooms', DEMO_ADMIN, {
    courseId,
    name: 'Clubhouse Main',
    locationType: 'clubhouse',
    facilityType: 'permanent',
    gender: 'unisex',
    accessibility: false,
  });
  return { courseId, name, owner, restroomId: (restroom.data.restroom as { _id: string })._id };
}

interface Setting {
  courseId: string;
  email: { alerts: boolean; digest: boolean };
  push: { alerts: boolean };
}
async function savedSetting(request: APIRequestContext, owner: Credentials, courseId: string) {
  const answer = await call(request, 'get', '/api/owner/notification-settings', owner);
  return (answer.data.settings as Setting[]).find((setting) => setting.courseId === courseId);
}

const switchOf = (page: Page, name: RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('switch', { name });
const ALERTS = /^E-mail me at once about blocking problems/;
const DIGEST = /^Daily e-mail digest/;
const PUSH = /^Push blocking problems to my devices/;

/** The link in a mail that starts with `start`, as a path on the app. */
function linkIn(mail: Mail, start: string): string {
  const link = mail.text
    .split(/\s+/)
    .find((word) => new URL(word, 'http://x').pathname === '/owner-dashboard' && word.includes(start));
  if (!link) throw new Error(`no ${start} link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('an owner chooses what they are told; changes are kept, queued offline, and a refusal stays until discarded', async ({
  page,
  context,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { courseId, name, owner } = await ownedCourse(request, 'Notify Links');
  const ownerId = (await tokenFor(request, owner)).user._id;
  await context.grantPermissions(['notifications']);
  await signIn(page, owner);

  // The bell beside the title opens the settings; every switch starts on (no saved choice).
  await page.goto('/owner-dashboard');
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\?tab=notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeFocused();
  const course = page.getByRole('group', { name });
  for (const label of [ALERTS, DIGEST, PUSH])
    await expect(course.getByRole('switch', { name: label })).toHaveAttribute('aria-checked', 'true');

  // Online: the digest off reaches the server, and a reload keeps it off.
  await switchOf(page, DIGEST).click();
  await expect(switchOf(page, DIGEST)).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => (await savedSetting(request, owner, courseId))?.email.digest).toBe(false);
  await page.reload();
  await expect(switchOf(page, DIGEST)).toHaveAttribute('aria-checked', 'false');
  await expect(switchOf(page, ALERTS)).toHaveAttribute('aria-checked', 'true');

  // This device: the browser allows, but headless Chromium has no push service; its refusal shows.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const device = page.getByRole('region', { name: 'This device' });
  await expect(device).toContainText('Your browser asks you first.');
  await device.getByRole('button', { name: 'Allow notifications on this device' }).click();
  await expect(device.getByRole('alert')).toContainText('This device could not sign up for notifications:');
  await expect(device.getByRole('button', { name: 'Allow notifications on this device' })).toBeEnabled();

  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/owner-notifications-light.png`, fullPage: true });
  const findings = await scanInBothThemes(page, 'owner notifications');
  await page.screenshot({ path: `${SHOTS}/owner-notifications-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });

  // Offline: the change waits on the phone, marked, and goes when the signal is back.
  await context.setOffline(true);
  await switchOf(page, ALERTS).click();
  await expect(switchOf(page, ALERTS)).toHaveAttribute('aria-checked', 'false');
  const pending = course.getByRole('listitem').filter({ hasText: 'Pending sync' });
  await expect(pending).toContainText('Your change');
  await expect(pending).toContainText('Saved on this phone. It is sent when you are back online.');
  await pending.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/owner-notifications-pending.png` });
  expect((await savedSetting(request, owner, courseId))?.email.alerts).toBe(true);
  await context.setOffline(false);
  await expect(course.getByText('Pending sync')).toHaveCount(0);
  await expect.poll(async () => (await savedSetting(request, owner, courseId))?.email.alerts).toBe(false);
  await page.reload();
  await expect(switchOf(page, ALERTS)).toHaveAttribute('aria-checked', 'false');
  await expect(switchOf(page, DIGEST)).toHaveAttribute('aria-checked', 'false');
  await expect(switchOf(page, PUSH)).toHaveAttribute('aria-checked', 'true');

  // A change the server refuses (the owner was removed meanwhile) stays, with its reason, until discarded.
  await context.setOffline(true);
  await switchOf(page, PUSH).click();
  await expect(course.getByText('Pending sync')).toBeVisible();
  await call(request, 'delete', `/api/admin/courses/${courseId}/owners/${ownerId}`, DEMO_ADMIN);
  await context.setOffline(false);
  const refused = page.getByRole('listitem').filter({ hasText: 'Not saved' });
  await expect(refused).toContainText(`Notifications for ${name}`);
  await expect(refused.getByRole('alert')).toHaveText(
    'Notification settings are for the owners of the course',
  );
  await page.reload();
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Not saved' })).toHaveCount(0);
  await expect(page.getByText('You own no course yet.')).toBeVisible();

  // The bell closes the settings again.
  await page.getByRole('button', { name: 'Close notifications' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  expect(findings).toEqual([]);
});

test('the alert e-mail’s links open the report it tells about, and the settings', async ({
  page,
  request,
}) => {
  const { name, owner, restroomId } = await ownedCourse(request, 'Report Links');
  const golfers = await Promise.all(
    ['first', 'second'].map(async (prefix) => {
      const golfer = await registerByApi(request, newUser(`${prefix}-reporter`));
      await verifyByMail(request, golfer.email);
      return golfer;
    }),
  );
  const report = (golfer: Credentials) =>
    call(request, 'post', `/api/restrooms/${restroomId}/reports`, golfer, { kind: 'locked' });
  await report(golfers[0]!);
  const alert = await mailTo(owner.email, new RegExp(`Clubhouse Main at ${name}`));
  const reportLink = linkIn(alert, '?report=');
  // A second golfer's report joins the first in one row of the queue: the first link still finds it.
  await report(golfers[1]!);

  await signIn(page, owner);
  await page.goto(reportLink);
  await expect(page.getByRole('tab', { name: /^Reports \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('listitem', { name: /Clubhouse Main/ });
  await expect(item).toContainText('The report you were told about');
  await expect(item).toContainText('2 golfers');
  await expect(item).toBeFocused();
  await expect(item).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/owner-report-link.png` });

  // "Fixed" goes through the outbox: the link is opened again once the server has it, not while the
  // write may still be on its way (the list is judged on the server's answer).
  const fixed = page.waitForResponse(
    (response) =>
      /\/api\/owner\/reports\//.test(response.url()) &&
      response.request().method() !== 'GET' &&
      response.ok(),
  );
  await item.getByRole('button', { name: /as fixed$/ }).click();
  await expect(page.getByRole('listitem', { name: /Clubhouse Main/ })).toHaveCount(0);
  await fixed;
  // Once fixed, the link says so instead of showing nothing.
  await page.goto(reportLink);
  await expect(page.getByRole('status').filter({ hasText: 'no longer open' })).toContainText(
    'The report you were told about is no longer open.',
  );

  // The e-mail's footer opens the settings.
  await page.goto(linkIn(alert, '?tab=notifications'));
  await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeFocused();
  await expect(page.getByRole('group', { name })).toBeVisible();
});
