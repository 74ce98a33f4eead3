/**
 * Issue 34, door signs at 390×844 (docs/product.md §12): the demo owner makes a restroom's sign on
 * its print page (photographed in both themes and as printed, scanned with axe), and a golfer who
 * is not signed in opens the sign's URL and reports "no paper" with one tap. Each page has one main
 * landmark, the layout's.
 */
import { mkdirSync } from 'node:fs';
import { scanInBothThemes } from './support/axe';
import { signIn } from './support/course-detail';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = '/tmp/shots';
const OWNER = { email: 'owner@demo.fairwayrelief.test', password: 'fairway-demo' };

test('an owner prints a door sign; a golfer without an account reports through it', async ({
  page,
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, OWNER);
  await page.goto('/owner-dashboard');
  await page.getByRole('tab', { name: /^My Courses/ }).click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Hillandale Golf Course' }) });
  await card.getByRole('button', { name: 'Door signs' }).click();
  await card
    .getByRole('link', { name: /^Sign for / })
    .first()
    .click();

  const qr = page.getByRole('img', { name: /^QR code: / });
  const make = page.getByRole('button', { name: 'Make the sign' });
  await expect(make.or(qr)).toBeVisible();
  // A retry finds the sign its first run made.
  if (await make.isVisible()) await make.click();
  await expect(qr).toBeVisible();
  const sign = page.getByRole('article', { name: 'The sign, as printed' });
  await expect(sign).toContainText('Problem here?');
  await expect(sign).toContainText('Scan to tell the course');
  await expect(sign).toContainText('Hillandale Golf Course');
  const url = new URL((await qr.getAttribute('aria-label'))!.replace('QR code: ', ''));
  expect(url.pathname).toMatch(/^\/r\/[A-Za-z0-9_-]{44}$/);

  // One main landmark, the layout's: the page is not a second one inside it.
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText('Door sign: ');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/door-sign-light.png`, fullPage: true });
  const findings = await scanInBothThemes(page, 'door sign print page');
  await page.screenshot({ path: `${SHOTS}/door-sign-dark.png`, fullPage: true });
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/door-sign-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  const golferContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const golfer = await golferContext.newPage();
  await golfer.goto(url.pathname);
  await expect(golfer.getByRole('heading', { level: 1 })).not.toHaveText('This restroom');
  await expect(golfer.getByRole('link', { name: 'Hillandale Golf Course' })).toBeVisible();
  await expect(golfer.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(golfer.getByRole('main')).toHaveCount(1);
  await expect(golfer.getByRole('main')).toContainText('Problem here?');
  findings.push(...(await scanInBothThemes(golfer, 'door sign report page')));
  await golfer.emulateMedia({ colorScheme: 'light' });
  await golfer.getByRole('button', { name: /^Out of paper/ }).click();
  await expect(golfer.getByRole('status')).toContainText('Thank you! The course has been told.');
  await expect(golfer.getByRole('status')).toContainText('You reported: Out of paper.');
  await golfer.screenshot({ path: `${SHOTS}/door-sign-reported.png` });
  await golferContext.close();
  expect(findings).toEqual([]);
});
