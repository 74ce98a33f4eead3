/**
 * The chaos run's moves and its model of what the server must end up holding (tests/e2e/chaos.spec.ts).
 * Every move goes through the real UI; the model changes only when the UI acknowledged the write
 * (its toast), because an acknowledged write is a promise: it must reach the server, exactly once.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { toast } from './auth';

export type Feedback = 'helpful' | 'invalid' | 'none';

export interface RestroomModel {
  id: string;
  name: string;
  /** The golfer's review's rating, or null when they have none. */
  review: number | null;
  feedback: Feedback;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const card = (page: Page, name: string) => page.getByRole('listitem', { name }).first();
const starsLabel = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

const TOASTS = '[role="region"][aria-label^="Notifications"] li';

/**
 * Records the text of every toast shown in every page of the context. Toasts show one at a time, so
 * a move's toast can be replaced by another within moments (a refresh that failed as the network
 * went): the record keeps it. (Looked up by markup: while a dialog is open, everything outside it is
 * hidden from the accessibility tree.)
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((selector) => {
    const log: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = log;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const items = node.matches(selector) ? [node] : [...node.querySelectorAll(selector)];
          for (const item of items) log.push(item.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, TOASTS);
}

/** A review written or edited with no signal is acknowledged so: queued, sent when back online. */
const REVIEW_SAVED_OFFLINE = 'Review saved';

/** How many toasts the page has shown so far (before a move's click). */
const toastMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.length);

/**
 * Waits for the toast a move ends with, shown after `since` (true for `success`, false for a
 * failure, 'Failed to …'), then closes any dialog left open and the toasts, so they cover nothing.
 */
async function acknowledged(page: Page, success: string | string[], since: number): Promise<boolean> {
  const wanted = typeof success === 'string' ? [success] : success;
  const read = () =>
    page.evaluate(
      ([from, words]) =>
        (window as unknown as { __toasts: string[] }).__toasts
          .slice(from)
          .find((text) => words.some((word) => text.includes(word)) || text.includes('Failed to')) ?? null,
      [since, wanted] as const,
    );
  await expect.poll(read, { intervals: [50] }).not.toBeNull();
  const shown = (await read()) ?? '';
  const ok = wanted.some((word) => shown.includes(word));
  const dialog = page.getByRole('dialog');
  // (A tap here was lost now and then: the sheet, sized to its content, shrank as a write's
  // "Pending sync" went away and moved its Close under the tap; it now keeps its height on a phone,
  // and stops short of the toasts: tests/e2e/dialog-toast.spec.ts. On a failure the log says which
  // dialogs were open and what was under the Close.)
  if ((await dialog.count()) > 0) {
    const close = dialog.getByRole('button', { name: 'Close' }).first();
    const before = await describeDialogs(page, close);
    await close.click();
    try {
      await expect(dialog).toHaveCount(0);
    } catch (error) {
      console.log(
        `dialog still open after Close: before the click ${before}; now ${await describeDialogs(page, close)}`,
      );
      throw error;
    }
  }
  // Every toast's own Close button, pressed in one round trip: the clean-up is not what is tested,
  // and clicked one by one (each waiting to be actionable) they cost a quarter of a second each.
  // (Not Escape: it closes the toast on top, not the dialog.)
  await toast(page)
    .getByRole('button', { name: 'Close notification' })
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  await expect(page.locator(TOASTS)).toHaveCount(0);
  return ok;
}

/** For a failure's log: which dialogs are open, and what is under the centre of their Close button. */
async function describeDialogs(page: Page, close: ReturnType<Page['locator']>): Promise<string> {
  const dialogs = await page
    .locator('[role="dialog"], [role="alertdialog"]')
    .evaluateAll((nodes) =>
      nodes.map(
        (node) =>
          `${node.getAttribute('role')} "${node.querySelector('h2')?.textContent ?? ''}" ${node.getAttribute('data-state')}`,
      ),
    )
    .catch((error: unknown) => [String(error)]);
  const under = await close
    .evaluate(
      (button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return `close at ${Math.round(box.x)},${Math.round(box.y)}; under it ${hit?.tagName ?? 'nothing'} ${hit?.getAttribute('aria-label') ?? ''} ${button.contains(hit) ? '(the button)' : ''}; body pointer-events ${document.body.style.pointerEvents}`;
      },
      undefined,
      { timeout: 1_000 },
    )
    .catch((error: unknown) => String(error).slice(0, 200));
  const toasts = await page
    .locator(TOASTS)
    .allTextContents()
    .catch(() => []);
  return `${JSON.stringify(dialogs)}; ${under}; toasts ${JSON.stringify(toasts)}`;
}

/** Opens a restroom's reviews, retrying when the screen re-renders under the click. */
async function openReviews(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: `Review ${name}` });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await card(page, name).getByRole('button', { name: 'Reviews' }).click({ timeout: 5_000 });
      await expect(dialog).toBeVisible({ timeout: 5_000 });
      // The list has settled (from the device or the network) before the dialog is judged.
      await expect(dialog.getByText('Loading...')).toBeHidden();
      return dialog;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Writes, edits or deletes the golfer's review of `restroom` through its dialog, as the dialog
 * offers: a new review when none is shown, else an edit or (one time in three) a delete.
 */
export async function reviewMove(page: Page, restroom: RestroomModel, random: () => number): Promise<string> {
  const dialog = await openReviews(page, restroom.name);
  // Reviews never loaded on this device, offline (or refused): the dialog can only say so (it cannot
  // know the golfer's review either); nothing to judge or to write here.
  const unavailable = dialog
    .getByText('Not saved on this device — connect to load reviews')
    .or(dialog.getByText('Failed to load reviews.'));
  if (await unavailable.isVisible()) {
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    return 'reviews not on this device';
  }
  const own = dialog.getByRole('region', { name: 'Your Review' });
  const stars = 1 + Math.floor(random() * 5);
  const hasOwn = await own.isVisible();
  expect(hasOwn, `the dialog shows the golfer's review of ${restroom.name} as the model has it`).toBe(
    restroom.review !== null,
  );
  let move: string;
  if (!hasOwn) {
    await dialog.getByRole('button', { name: 'Add Review' }).click();
    await dialog.getByRole('radio', { name: starsLabel(stars) }).click();
    const since = await toastMark(page);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    if (await acknowledged(page, ['Review Submitted', REVIEW_SAVED_OFFLINE], since)) restroom.review = stars;
    move = `create ${stars}`;
  } else if (random() < 1 / 3) {
    await own.getByRole('button', { name: 'Delete' }).click();
    const since = await toastMark(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    if (await acknowledged(page, 'Review Deleted', since)) restroom.review = null;
    move = 'delete';
  } else {
    await own.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('radio', { name: starsLabel(stars) }).click();
    const since = await toastMark(page);
    await dialog.getByRole('button', { name: 'Update Review' }).click();
    if (await acknowledged(page, ['Review Updated', REVIEW_SAVED_OFFLINE], since)) restroom.review = stars;
    move = `edit ${stars}`;
  }
  return move;
}

/** Presses Helpful or Wrong info (the spec's invalid) on the card: the active one again clears it (docs/product.md §4). */
export async function feedbackMove(
  page: Page,
  restroom: RestroomModel,
  random: () => number,
): Promise<string> {
  const choice: Exclude<Feedback, 'none'> = random() < 0.6 ? 'helpful' : 'invalid';
  const button = card(page, restroom.name).getByRole('button', {
    name: choice === 'helpful' ? /^Helpful/ : /^Wrong info/,
  });
  // The card may still be drawing a sync's answer (a refetch replacing the saved copy): wait for the
  // state the model holds rather than reading one frame; a card that never shows it still fails.
  await expect(button, `${restroom.name}: the card shows the feedback the model has`).toHaveAttribute(
    'aria-pressed',
    String(restroom.feedback === choice),
  );
  const pressed = restroom.feedback === choice;
  const since = await toastMark(page);
  await button.click();
  const next: Feedback = pressed ? 'none' : choice;
  const title =
    next === 'none' ? 'Feedback Removed' : next === 'helpful' ? 'Marked as Helpful' : 'Marked as Invalid';
  if (await acknowledged(page, title, since)) restroom.feedback = next;
  return `feedback ${next}`;
}

/** What the server holds for the golfer: review rating and feedback per restroom. */
export async function serverState(
  request: APIRequestContext,
  courseId: string,
  userId: string,
  ids: string[],
): Promise<Record<string, { review: number | null; feedback: Feedback }>> {
  const restrooms = (await (await request.get(`/api/restrooms/course/${courseId}`)).json()) as {
    data: {
      restrooms: {
        _id: string;
        feedback: { helpful: { users: string[] }; invalid: { users: string[] } };
      }[];
    };
  };
  const state: Record<string, { review: number | null; feedback: Feedback }> = {};
  for (const restroom of restrooms.data.restrooms.filter((r) => ids.includes(r._id))) {
    const reviews = (await (await request.get(`/api/restrooms/${restroom._id}/reviews`)).json()) as {
      data: { reviews: { userId: string; rating: number }[] };
    };
    const mine = reviews.data.reviews.filter((review) => review.userId === userId);
    if (mine.length > 1) throw new Error(`${restroom._id}: ${mine.length} reviews of one golfer`);
    const feedback: Feedback = restroom.feedback.helpful.users.includes(userId)
      ? 'helpful'
      : restroom.feedback.invalid.users.includes(userId)
        ? 'invalid'
        : 'none';
    state[restroom._id] = { review: mine[0]?.rating ?? null, feedback };
  }
  return state;
}

export function expectedState(restrooms: RestroomModel[]) {
  return Object.fromEntries(restrooms.map((r) => [r.id, { review: r.review, feedback: r.feedback }]));
}

/** An access token of this golfer that has expired (the e2e server's tokens live 3 s). */
export async function tamperToken(page: Page, value: string): Promise<void> {
  await page.evaluate((token) => localStorage.setItem('accessToken', token), value);
}

/** Removes Background Sync from every page and worker of the context: the Safari/Firefox case. */
export async function withoutBackgroundSync(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (globalThis as { SyncManager?: unknown }).SyncManager;
    if (typeof ServiceWorkerRegistration === 'function')
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
  });
}
