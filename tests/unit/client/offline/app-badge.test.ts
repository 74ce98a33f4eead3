// @vitest-environment happy-dom
/**
 * The number of unsent writes on the app's icon (issue 17, Badging API): it follows the outbox,
 * clears at zero, leaves a browser without the API alone, and the service worker sets what is left
 * after it drained.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { db } from '../../../../src/client/offline/db';
import {
  discardEntry,
  followAppBadge,
  queueWrite,
  setOutboxUser,
} from '../../../../src/client/offline/outbox';
import { showOnAppBadge } from '../../../../src/client/offline/outbox/app-badge';

function badge() {
  const calls: (number | 'cleared')[] = [];
  return {
    calls,
    nav: {
      setAppBadge: async (count?: number) => {
        calls.push(count ?? 0);
      },
      clearAppBadge: async () => {
        calls.push('cleared');
      },
    },
  };
}

beforeEach(async () => {
  await db.outbox.clear();
  setOutboxUser('golfer');
});
afterEach(() => setOutboxUser(null));

it('shows the count of unsent writes and clears it when none is left', async () => {
  const { calls, nav } = badge();
  const stop = followAppBadge(nav);
  try {
    await expect.poll(() => calls.at(-1)).toBe('cleared');
    const first = await queueWrite('restroom.confirm', {
      params: { restroomId: 'r1' },
      subject: 'Still here',
    });
    await queueWrite('restroom.confirm', { params: { restroomId: 'r2' }, subject: 'Still here' });
    await expect.poll(() => calls.at(-1)).toBe(2);
    await discardEntry(first.id);
    await expect.poll(() => calls.at(-1)).toBe(1);
    await db.outbox.clear();
    await expect.poll(() => calls.at(-1)).toBe('cleared');
  } finally {
    stop();
  }
});

it('leaves a browser without the Badging API alone', async () => {
  expect(() => followAppBadge({})()).not.toThrow();
  await expect(showOnAppBadge(3, {})).resolves.toBeUndefined();
  const { calls, nav } = badge();
  await showOnAppBadge(3, nav);
  await showOnAppBadge(0, nav);
  expect(calls).toEqual([3, 'cleared']);
});
