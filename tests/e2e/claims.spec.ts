/**
 * Issue 34, "Claim a course" at 390×844 (docs/product.md §12): a course owner claims a course from its
 * screen, an admin approves it from the Claims tab on another page, and the course is then the
 * owner's. Both screens are scanned with axe in both themes and photographed for review.
 */
import { mkdirSync } from 'node:fs';
import { expectToast, newUser, registerByApi } from './support/auth';
import { scanInBothThemes } from './support/axe';
import { signIn } from './support/course-detail';
import { apiCourses, DEMO_ADMIN } from './support/courses';
import { verifyByMail } from './support/mail';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = '/tmp/shots';

test('an owner claims a course, an admin approves it, and the owner owns it', async ({
  page,
  browser,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const owner = await registerByApi(request, newUser('claimant'), 'course_owner');
  await verifyByMail(request, owner.email);
  const [course] = (await apiCourses(request, { search: 'Lonnie Poole', state: 'NC' })).courses;

  await signIn(page, owner);
  await page.goto(`/course/${course!._id}`);
  await page.getByRole('button', { name: 'Claim this course' }).click();
  const form = page.getByRole('dialog', { name: 'Claim this course' });
  await form.getByLabel('Your role at the course').fill('General manager');
  await form.getByLabel('Phone number').fill('call me');
  await form.getByRole('button', { name: 'Send claim' }).click();
  // The shared schema's message at its field, before anything is sent.
  await expect(form.getByText('Enter a phone number (digits, spaces, + ( ) - .)')).toBeVisible();
  await expect(form.getByLabel('Phone number')).toBeFocused();
  await form.getByLabel('Phone number').fill('+1 919 555 0100');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/claim-form-light.png` });
  const findings = await scanInBothThemes(page, 'claim form');
  await page.screenshot({ path: `${SHOTS}/claim-form-dark.png` });
  await form.getByRole('button', { name: 'Send claim' }).click();
  await expect(page.getByText('Claim pending')).toBeVisible();
  await page
    .getByRole('region', { name: 'Is this your course?' })
    .screenshot({ path: `${SHOTS}/claim-pending.png` });

  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_ADMIN);
  await admin.goto('/owner-dashboard');
  await admin.getByRole('tab', { name: /^Claims \(\d+\)$/ }).click();
  const card = admin.getByRole('listitem').filter({ hasText: owner.email });
  await expect(card).toContainText('Lonnie Poole Golf Course');
  await expect(card).toContainText('(verified)');
  await admin.emulateMedia({ colorScheme: 'light' });
  await card.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${SHOTS}/claims-queue-light.png` });
  findings.push(...(await scanInBothThemes(admin, 'claims queue')));
  await admin.screenshot({ path: `${SHOTS}/claims-queue-dark.png` });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expectToast(admin, 'Success', 'Claim approved: they are now an owner of the course');
  await expect(card).toHaveCount(0);
  await adminContext.close();

  await page.goto('/owner-dashboard');
  await page.getByRole('tab', { name: 'My Courses (1)' }).click();
  await expect(page.getByRole('link', { name: 'Lonnie Poole Golf Course' })).toBeVisible();
  expect(findings).toEqual([]);
});
