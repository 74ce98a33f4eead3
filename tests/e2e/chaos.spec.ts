/**
 * Chaos: a few hundred random steps of going offline and online, reloading, waiting and writing
 * reviews, from a seeded PRNG (the seed is printed; CHAOS_SEED=<n> replays a run). Whatever the order,
 * the end is the same: the server holds every write exactly once and the device has nothing pending.
 * Reviews are the writes because each is countable (one per golfer and restroom); there are fewer
 * than the server's per-user review limit, so a 429 never stretches the run.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newUser, registerByApi } from './support/auth';
import { addRestroomByApi, firstCourseId, reviewsOf, signIn, tokenFor } from './support/course-detail';
import {
  expectStoredOutbox,
  fireBackgroundSync,
  forgiveOfflineMapStyles,
  waitForServiceWorker,
} from './support/background-sync';

const STEPS = 200;
const RESTROOMS = 12;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Writes a review through its dialog. The course screen may re-render under an open dialog when the
 * connection comes back (the session and the lists are fetched again), closing it before the
 * review was submitted: then the attempt is simply made again. Once Submit is clicked, never again.
 */
async function review(page: Page, restroom: string, stars: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: `Review ${restroom}` });
  for (let attempt = 1; ; attempt += 1) {
    try {
      const card = page.getByRole('listitem', { name: restroom }).first();
      await card.getByRole('button', { name: 'Reviews' }).click({ timeout: 5_000 });
      await dialog.getByRole('button', { name: 'Add Review' }).click({ timeout: 5_000 });
      await dialog
        .getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` })
        .click({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeHidden();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

test.afterEach(({ network }) => forgiveOfflineMapStyles(network));

test('chaos: random offline/online, reloads and writes end with each write on the server exactly once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 2 ** 31);
  console.log(`chaos seed: ${seed} (CHAOS_SEED=${seed} replays this run)`);
  test.info().annotations.push({ type: 'chaos seed', description: String(seed) });
  const random = prng(seed);

  const courseId = await firstCourseId(request);
  const seeder = await registerByApi(request, newUser('seed'));
  const seedToken = (await tokenFor(request, seeder)).accessToken;
  const tag = randomUUID().slice(0, 6);
  const names = Array.from({ length: RESTROOMS }, (_, i) => `Chaos ${tag} ${i + 1}`);
  const ids = new Map<string, string>();
  for (const name of names) ids.set(name, await addRestroomByApi(request, seedToken, courseId, name));
  const golfer = await registerByApi(request, newUser('chaos'));
  const { user } = await tokenFor(request, golfer);

  await signIn(page, golfer);
  await page.goto(`/course/${courseId}`);
  await waitForServiceWorker(page);
  const firstCard = page.getByRole('listitem', { name: names[0] }).first();
  await expect(firstCard).toBeVisible();

  const unwritten = [...names];
  const written = new Map<string, number>();
  const tally = { toggles: 0, reloads: 0, writes: 0, syncs: 0, waits: 0 };
  let offline = false;
  const started = Date.now();
  for (let step = 0; step < STEPS; step += 1) {
    const roll = random();
    if (roll < 0.4) {
      offline = !offline;
      await context.setOffline(offline);
      tally.toggles += 1;
    } else if (roll < 0.47) {
      await page.reload();
      await expect(firstCard).toBeVisible();
      tally.reloads += 1;
    } else if (roll < 0.55 && unwritten.length > 0) {
      const name = unwritten.splice(Math.floor(random() * unwritten.length), 1)[0]!;
      const stars = 1 + Math.floor(random() * 5);
      await review(page, name, stars);
      written.set(name, stars);
      tally.writes += 1;
    } else if (roll < 0.6 && !offline) {
      await fireBackgroundSync(context, page);
      tally.syncs += 1;
    } else {
      await page.waitForTimeout(20 + Math.floor(random() * 150));
      tally.waits += 1;
    }
  }
  console.log(`chaos steps done in ${Date.now() - started} ms: ${JSON.stringify(tally)}`);

  // The network is back for good: the page's own drain and a Background Sync both get their chance.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await fireBackgroundSync(context, page);
  const onServer = async () => {
    const counts: Record<string, number> = {};
    for (const name of names) {
      counts[name] = (await reviewsOf(request, ids.get(name)!)).filter((r) => r.userId === user._id).length;
    }
    return counts;
  };
  const expected = Object.fromEntries(names.map((name) => [name, written.has(name) ? 1 : 0]));
  await expect.poll(onServer, { timeout: 30_000 }).toEqual(expected);
  await expectStoredOutbox(page, 0);
  await page.goto('/sync');
  await expect(page.getByText('Everything is synced.')).toBeVisible();
  // Each write arrived with the rating it was made with.
  for (const [name, stars] of written) {
    const mine = (await reviewsOf(request, ids.get(name)!)).filter((r) => r.userId === user._id);
    expect(mine.map((r) => r.rating)).toEqual([stars]);
  }
});
