/**
 * Issue 34, "Set up in two minutes" at 390×844 (docs/product.md §12): an owner claims a course, an
 * admin approves it on another page, the owner opens the set-up from the course screen, goes
 * offline, saves (the outbox keeps it), reconnects, and the course page lists the restrooms as
 * owner-confirmed. The set-up screen is scanned with axe in both themes and photographed.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expectToast, newUser, registerByApi } from './support/auth';
import { scanInBothThemes } from './support/axe';
import { forgiveOfflineMapStyles } from './support/background-sync';
import { signIn, tokenFor } from './support/course-detail';
import { adminToken, DEMO_ADMIN } from './support/courses';
import { verifyByMail } from './support/mail';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });
test.afterEach(({ network }) => forgiveOfflineMapStyles(network));

const SHOTS = '/tmp/shots';

async function newCourse(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.post('/api/courses', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      name,
      address: '1 Fairway Lane',
      city: 'Cary',
      state: 'NC',
      zipCode: '27513',
      latitude: 35.79,
      longitude: -78.78,
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { course: { _id: string } } }).data.course._id;
}

interface ListedRestroom {
  name: string;
  locationType: string;
  holeNumber: number | null;
  facilityType: string;
  access: string;
  status: string;
  ownerConfirmedAt: string | null;
}

async function restroomsOf(request: APIRequestContext, courseId: string): Promise<ListedRestroom[]> {
  const answer = await request.get(`/api/restrooms/course/${courseId}`);
  return ((await answer.json()) as { data: { restrooms: ListedRestroom[] } }).data.restrooms;
}

test('an approved owner sets the course’s restrooms up offline, and they show as owner-confirmed', async ({
  page,
  context,
  browser,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const courseName = `Setup Links ${Date.now().toString(36)}`;
  const courseId = await newCourse(request, courseName);
  // A golfer listed a portable restroom at the 7th: the set-up opens with it.
  const golfer = await registerByApi(request, newUser('setup-golfer'));
  const golferToken = (await tokenFor(request, golfer)).accessToken;
  const hole7 = await request.post('/api/restrooms', {
    headers: { Authorization: `Bearer ${golferToken}` },
    data: {
      courseId,
      name: 'Hole 7 Restroom',
      locationType: 'on-course',
      holeNumber: 7,
      facilityType: 'portable',
      gender: 'unisex',
      accessibility: false,
    },
  });
  expect(hole7.status()).toBe(201);

  const owner = await registerByApi(request, newUser('setup-owner'), 'course_owner');
  await verifyByMail(request, owner.email);
  await signIn(page, owner);
  await page.goto(`/course/${courseId}`);
  await page.getByRole('button', { name: 'Claim this course' }).click();
  const form = page.getByRole('dialog', { name: 'Claim this course' });
  await form.getByLabel('Your role at the course').fill('Owner');
  await form.getByLabel('Phone number').fill('+1 919 555 0142');
  await form.getByRole('button', { name: 'Send claim' }).click();
  await expect(page.getByText('Claim pending')).toBeVisible();

  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_ADMIN);
  await admin.goto('/owner-dashboard');
  await admin.getByRole('tab', { name: /^Claims \(\d+\)$/ }).click();
  const claim = admin.getByRole('listitem').filter({ hasText: owner.email });
  await claim.getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin, 'Success', 'Claim approved: they are now an owner of the course');
  await adminContext.close();

  // Right after approval, from the course screen.
  await page.goto(`/course/${courseId}`);
  await page.getByRole('link', { name: 'Set up restrooms' }).click();
  await expect(page.getByRole('heading', { name: 'Set up restrooms' })).toBeVisible();
  const setup = page.getByRole('form', { name: 'Course set-up' });
  // Prefilled: the clubhouse is likely (nobody said otherwise), the golfer's 7th is there.
  await expect(setup.getByText('Likely a restroom, not confirmed yet.')).toBeVisible();
  const onCourse = setup.getByRole('region', { name: 'Restrooms on the course' }).getByRole('listitem');
  const row7 = onCourse.first();
  await expect(row7).toContainText('Listed as Hole 7 Restroom');
  await expect(row7.getByLabel('Hole', { exact: true })).toHaveValue('7');
  await expect(row7.getByRole('radio', { name: 'Portable' })).toBeChecked();

  await setup.getByRole('button', { name: /Access, hours and amenities of the clubhouse restroom/ }).click();
  await setup.getByLabel('Who may use it').first().selectOption('players');
  // Hours, closed in winter, every month unticked: no hours' text says that (the months would just
  // go, and the clubhouse be saved as open all year), so the set-up refuses it at the months.
  await setup.getByLabel('Daily hours').selectOption('times');
  await setup.getByRole('switch', { name: /Closed in winter/ }).click();
  const months = setup.getByRole('group', { name: 'Open in' });
  for (const month of ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'])
    await months.getByText(month, { exact: true }).click();
  await setup.getByRole('button', { name: 'Save the set-up' }).click();
  await expect(months).toContainText('A seasonal restroom needs the months it is open');
  await expect(months.getByRole('checkbox', { name: 'Jan' })).toBeFocused();
  await months.getByText('May', { exact: true }).click();
  await expect(months).not.toContainText('A seasonal restroom needs the months it is open');
  await expect(setup.getByLabel('Opening hours as OpenStreetMap text')).toHaveValue('May Mo-Su 07:00-19:00');
  await setup.getByRole('group', { name: 'Halfway house?' }).getByText('Yes', { exact: true }).click();
  await setup.getByLabel('After hole').selectOption('10');
  await setup.getByRole('button', { name: 'Add a restroom on the course' }).click();
  // Saved without a hole or a type: the schema's messages at their fields, the focus on the first.
  await setup.getByRole('button', { name: 'Save the set-up' }).click();
  await expect(setup.getByText('Choose the hole', { exact: true })).toBeVisible();
  await expect(setup.getByText('Choose portable or permanent')).toBeVisible();
  const newRow = onCourse.nth(1);
  await expect(newRow).toContainText('Restroom 2 on the course');
  await expect(newRow.getByLabel('Hole', { exact: true })).toBeFocused();
  await newRow.getByLabel('Hole', { exact: true }).selectOption('14');
  await newRow.getByText('Permanent', { exact: true }).click();
  // Each message goes once its field is right.
  await expect(setup.getByText('Choose the hole', { exact: true })).toHaveCount(0);
  await expect(setup.getByText('Choose portable or permanent')).toHaveCount(0);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/course-setup-light.png`, fullPage: true });
  const findings = await scanInBothThemes(page, 'course set-up');
  await page.screenshot({ path: `${SHOTS}/course-setup-dark.png`, fullPage: true });

  await context.setOffline(true);
  await setup.getByRole('button', { name: 'Save the set-up' }).click();
  await expect(page.getByText('Set-up pending sync')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Set-up pending sync' })).toContainText(
    'Saved on this phone. It is sent when you are back online.',
  );
  expect((await restroomsOf(request, courseId)).every((room) => room.ownerConfirmedAt === null)).toBe(true);

  await context.setOffline(false);
  await expectToast(page, 'Set-up saved', 'Golfers see the restrooms as confirmed by the course.');
  await expect(page.getByText('Set-up pending sync')).toHaveCount(0);
  const listed = await restroomsOf(request, courseId);
  expect(
    listed.map((room) => [room.locationType, room.holeNumber, room.facilityType, room.status]).sort(),
  ).toEqual([
    ['clubhouse', null, 'permanent', 'approved'],
    ['halfway-house', 10, 'permanent', 'approved'],
    ['on-course', 14, 'permanent', 'approved'],
    ['on-course', 7, 'portable', 'approved'],
  ]);
  expect(listed.find((room) => room.locationType === 'clubhouse')?.access).toBe('players');

  await page.goto(`/course/${courseId}`);
  for (const name of ['Clubhouse Main', 'Halfway House', 'Hole 7 Restroom', 'Hole 14 Restroom']) {
    await expect(page.getByRole('listitem', { name }).first()).toContainText('Owner confirmed today');
  }
  expect(findings).toEqual([]);
});
