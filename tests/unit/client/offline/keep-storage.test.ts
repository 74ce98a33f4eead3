// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import { configureOutbox, queueWrite, setOutboxUser } from '../../../../src/client/offline/outbox';

let persist: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  persist = vi.fn(() => Promise.resolve(true));
  Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
  configureOutbox({
    // The write stays queued: this test is about what queueing asks of the browser.
    fetch: () => new Promise<Response>(() => undefined),
    apiBase: 'http://api.test/api/',
    now: () => 1_000_000,
    random: () => 0.5,
    locks: () => undefined,
    isOnline: () => false,
    requestBackgroundSync: () => Promise.resolve(),
  });
  await db.outbox.clear();
  setOutboxUser('user-a');
});

afterEach(() => {
  setOutboxUser(null);
  configureOutbox(null);
});

it("asks the browser to keep the site's storage once a write of the golfer's waits on the device", async () => {
  expect(persist).not.toHaveBeenCalled();
  await queueWrite('review.create', {
    params: { restroomId: 'r1' },
    body: { rating: 4, comment: '' },
    subject: 'Review of r1',
  });
  expect(persist).toHaveBeenCalled();
  expect(await db.outbox.count()).toBe(1);
});
