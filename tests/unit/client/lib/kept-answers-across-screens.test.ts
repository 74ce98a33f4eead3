// @vitest-environment happy-dom
/**
 * A screen that keeps answers of its own (the course page's questions) restores and writes back the
 * user's whole entry: the dashboard's kept answers, whose module this page never loaded, must come
 * through unchanged, or the dashboard opened offline afterwards has nothing to show. This file never
 * imports the dashboard's queries, as a course page opened first does not.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { persistKey } from '../../../../src/client/lib/persisted-keys';
import { keptQuery, persistUserQueries } from '../../../../src/client/lib/persisted-queries';

afterEach(() => localStorage.clear());

const stats = { stats: { totalReviews: 3, averageRating: 4.5, restroomsAdded: 1, helpfulVotes: 2 } };

/** The entry a dashboard visit left, in the persister's format, written by hand. */
function dashboardVisitLeft(userId: string) {
  const query = {
    queryKey: ['dashboard', userId, 'stats'],
    queryHash: JSON.stringify(['dashboard', userId, 'stats']),
    meta: { persist: 'user-stats' },
    state: { data: stats, dataUpdatedAt: 1000, status: 'success', fetchStatus: 'idle', error: null },
  };
  localStorage.setItem(
    persistKey(userId),
    JSON.stringify({ buster: '1', timestamp: Date.now(), clientState: { queries: [query], mutations: [] } }),
  );
}

it("keeps the dashboard's answers when a course page keeps its questions", async () => {
  dashboardVisitLeft('u1');
  const client = new QueryClient();
  const [stop, restored] = persistUserQueries(client, 'u1');
  await restored;
  expect(client.getQueryData(['dashboard', 'u1', 'stats'])).toEqual(stats);
  await client.fetchQuery({
    queryKey: ['course-questions', 'u1', 'c1'],
    queryFn: () => ({ questions: [] }),
    ...keptQuery('course-questions'),
  });
  window.dispatchEvent(new Event('pagehide'));
  stop();
  const kept = localStorage.getItem(persistKey('u1')) ?? '';
  expect(kept).toContain('"persist":"user-stats"');
  expect(kept).toContain('"totalReviews":3');
  expect(kept).toContain('"persist":"course-questions"');
});
