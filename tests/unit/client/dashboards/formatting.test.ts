// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRatingIn } from '../../../../src/shared/format';
import { formatDate } from '../../../../src/client/lib/format-date';
import { clearPersistedQueries, persistKey } from '../../../../src/client/lib/persisted-keys';
import { keptQuery, persistUserQueries } from '../../../../src/client/lib/persisted-queries';

describe('dashboard numbers', () => {
  it('shows ratings to one decimal, 0.0 when there is none', () => {
    expect(formatRatingIn(4, 'en-US')).toBe('4.0');
    expect(formatRatingIn(3.456, 'en-US')).toBe('3.5');
    expect(formatRatingIn(0, 'en-US')).toBe('0.0');
    expect(formatRatingIn(Number.NaN, 'en-US')).toBe('0.0');
  });

  it('shows dates as month, day and year, and an unreadable one as given', () => {
    expect(formatDate('2025-06-03T12:00:00.000Z')).toBe('Jun 3, 2025');
    expect(formatDate('soon')).toBe('soon');
  });

  it("follows the reader's locale, in the same short form", () => {
    expect(formatDate('2025-06-03T12:00:00.000Z', 'en-US')).toBe('Jun 3, 2025');
    expect(formatDate('2025-06-03T12:00:00.000Z', 'en-GB')).toBe('3 Jun 2025');
  });
});

describe('kept answers (lib/persisted-queries: the TanStack sync-storage persister)', () => {
  afterEach(() => localStorage.clear());
  const stats = { stats: { totalReviews: 3, averageRating: 4.5, restroomsAdded: 1, helpfulVotes: 2 } };
  const kept = keptQuery('user-stats');

  /** A client that answered `data` for `userId`'s stats at `updatedAt`, kept by the persister. */
  async function keep(userId: string, data: unknown, updatedAt = 1000) {
    const client = new QueryClient();
    const [stop, restored] = persistUserQueries(client, userId);
    await restored;
    const queryKey = ['dashboard', userId, 'stats'];
    await client.fetchQuery({ queryKey, queryFn: () => data, ...kept });
    client.setQueryData(queryKey, data, { updatedAt });
    await vi.waitFor(
      () => expect(localStorage.getItem(persistKey(userId))).toContain(`"dataUpdatedAt":${updatedAt}`),
      {
        timeout: 3_000,
      },
    );
    stop();
  }

  /** What a fresh page restores for `userId`. */
  async function restore(userId: string) {
    const client = new QueryClient();
    const [stop, restored] = persistUserQueries(client, userId);
    await restored;
    stop();
    return client.getQueryState(['dashboard', userId, 'stats']);
  }

  it('keeps the last answer per user with its time, and restores it for that user only', async () => {
    await keep('u1', stats, 1000);
    expect(await restore('u1')).toMatchObject({ data: stats, dataUpdatedAt: 1000 });
    expect(await restore('u2')).toBeUndefined();
  });

  it('drops an answer of another shape, and survives broken JSON', async () => {
    await keep('u1', { stats: { totalReviews: 'many' } });
    expect(await restore('u1')).toBeUndefined();
    localStorage.setItem(persistKey('u1'), '{');
    expect(await restore('u1')).toBeUndefined();
  });

  it('writes at once when the page is left, not a second later (a reload lost the answer)', async () => {
    const client = new QueryClient();
    const [stop, restored] = persistUserQueries(client, 'u1');
    await restored;
    await client.fetchQuery({ queryKey: ['dashboard', 'u1', 'stats'], queryFn: () => stats, ...kept });
    expect(localStorage.getItem(persistKey('u1'))).toBeNull(); // the persister waits a second
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect((await restore('u1'))?.data).toEqual(stats);
  });

  it('keeps an answer whose screen closed long ago: it is never collected from the cache', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const [stop, restored] = persistUserQueries(client, 'u1');
      await restored;
      await client.fetchQuery({ queryKey: ['dashboard', 'u1', 'stats'], queryFn: () => stats, ...kept });
      await vi.advanceTimersByTimeAsync(10 * 60_000); // past TanStack's default gcTime (5 min)
      client.setQueryData(['courses', 'list'], []); // any change has the cache written again
      await vi.advanceTimersByTimeAsync(2_000);
      stop();
      expect(localStorage.getItem(persistKey('u1'))).toContain('"totalReviews":3');
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets one user without touching another', async () => {
    await keep('u1', stats);
    await keep('u2', stats);
    clearPersistedQueries('u1');
    expect(await restore('u1')).toBeUndefined();
    expect((await restore('u2'))?.data).toEqual(stats);
  });
});
