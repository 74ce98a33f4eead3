/** A review written with no signal shows Pending sync and reaches the server exactly once. */
import { expect, test } from './support/test';
import { newUser, registerByApi } from './support/auth';
import { addRestroomByApi, firstCourseId, reviewsOf, signIn, tokenFor } from './support/course-detail';

test('an offline review syncs once the network is back, exactly once', async ({ page, context, request }) => {
  const courseId = await firstCourseId(request);
  const seeder = await registerByApi(request, newUser('seed'));
  const restroomId = await addRestroomByApi(
    request,
    (await tokenFor(request, seeder)).accessToken,
    courseId,
    'Turn House',
  );
  const me = await registerByApi(request);
  const { user } = await tokenFor(request, me);
  await signIn(page, me);
  await page.goto(`/course/${courseId}`);
  const card = page.getByRole('listitem', { name: 'Turn House' }).first();
  await expect(card).toBeVisible();

  await context.setOffline(true);
  try {
    await card.getByRole('button', { name: 'Reviews' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Turn House' });
    await dialog.getByRole('button', { name: 'Add Review' }).click();
    await dialog.getByRole('radio', { name: '5 stars' }).click();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText('Pending sync')).toBeVisible();
    expect((await reviewsOf(request, restroomId)).filter((r) => r.userId === user._id)).toHaveLength(0);
  } finally {
    await context.setOffline(false);
  }
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('dialog').getByText('Pending sync')).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await reviewsOf(request, restroomId)).filter((r) => r.userId === user._id).length)
    .toBe(1);

  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(1_000);
  expect((await reviewsOf(request, restroomId)).filter((r) => r.userId === user._id)).toHaveLength(1);
});
