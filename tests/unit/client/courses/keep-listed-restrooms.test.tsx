// @vitest-environment happy-dom
/**
 * A course list seen online keeps the restrooms of its first courses on the device, and offline the
 * list is a state, not an error (docs/decisions.md §6): no red toast, and a query nothing saved
 * answers says so instead of "No courses found". Real API client, store and hooks; only fetch
 * stands in for the network.
 */
import type { ReactNode } from 'react';
import { Dexie } from 'dexie';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepListedRestrooms } from '../../../../src/client/features/courses/api/keep-listed-restrooms';
import { useCourseList } from '../../../../src/client/features/courses/api/use-course-list';
import { CourseResults } from '../../../../src/client/features/courses/components/course-results';
import { useListErrorToasts } from '../../../../src/client/features/courses/hooks/use-list-error-toasts';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { db } from '../../../../src/client/offline/db';
import {
  readCourseRestrooms,
  saveCourseRestrooms,
} from '../../../../src/client/offline/stores/course-restrooms';
import type { Restroom } from '../../../../src/shared/schemas/restrooms';
import { saveCourseList } from '../../../../src/client/offline/stores/courses';
import { course } from '../offline/fixtures';

const QUERY = { state: 'NC', page: 1, limit: 10 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const restroomOf = (courseId: string) => ({ _id: `r-${courseId}`, courseId }) as unknown as Restroom;

/** The network: each course's restrooms (unchecked shape aside), or no answer. Returns what was asked. */
function network(answer: (url: string) => Response | Error) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      asked.push(new URL(request.url).pathname + new URL(request.url).search);
      const outcome = answer(request.url);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }),
  );
  return asked;
}

const withRestrooms = (n: number) => course(`c${n}`, { totalRestrooms: 1 });

beforeEach(async () => {
  resetToasts();
  await Promise.all([db.courseRestrooms.clear(), db.courses.clear(), db.courseQueries.clear()]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('keepListedRestrooms', () => {
  // The restroom schema is the server's; a minimal answer is checked by it, so answer a real shape.
  const restroomsAnswer = () => json({ success: true, data: { restrooms: [] } });

  it("keeps each listed course's restrooms, and an empty list for a course with none, unasked", async () => {
    const asked = network(restroomsAnswer);
    await keepListedRestrooms([withRestrooms(1), course('c0'), withRestrooms(2)], 1_000);
    expect(asked.sort()).toEqual(['/api/restrooms/course/c1', '/api/restrooms/course/c2']);
    expect(await readCourseRestrooms('c0')).toEqual([]);
    expect(await readCourseRestrooms('c1')).toEqual([]);
    expect((await db.courseRestrooms.get('c0'))?.fetchedAt).toBe(1_000);
  });

  it('skips copies saved a moment ago, and never overwrites a copy with an unasked empty list', async () => {
    const now = Date.now();
    await saveCourseRestrooms('c1', [restroomOf('c1')], now - 60_000);
    await saveCourseRestrooms('c0', [restroomOf('c0')], now - 2 * 60 * 60_000);
    const asked = network(restroomsAnswer);
    await keepListedRestrooms([withRestrooms(1), course('c0')], now, now);
    expect(asked).toEqual(['/api/restrooms/course/c0']); // the old copy is asked for again
    expect(await readCourseRestrooms('c1')).toEqual([restroomOf('c1')]);
  });

  it('keeps to its budget, first courses first, and stops once a request gets no answer', async () => {
    const asked = network(restroomsAnswer);
    await keepListedRestrooms(
      Array.from({ length: 30 }, (_, n) => withRestrooms(n)),
      1_000,
    );
    expect(asked).toHaveLength(20);
    expect(asked).toContain('/api/restrooms/course/c0');
    expect(asked).not.toContain('/api/restrooms/course/c20');

    await db.courseRestrooms.clear();
    const offline = network(() => new TypeError('Failed to fetch'));
    await expect(
      keepListedRestrooms(
        Array.from({ length: 10 }, (_, n) => withRestrooms(n)),
        1_000,
      ),
    ).resolves.toBeUndefined();
    expect(offline.length).toBeLessThanOrEqual(2); // one per request in flight
  });
});

describe('the course list with no signal', () => {
  function List() {
    const list = useCourseList({ search: 'never searched', page: 1, limit: 10 });
    useListErrorToasts(list);
    return (
      <CourseResults result={list.result} notSaved={list.notSaved} showDistance={false} onPage={() => {}} />
    );
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  );

  it('says a query nothing saved answers is not on this device, with no toast', async () => {
    network(() => new TypeError('Failed to fetch'));
    render(<List />, { wrapper });
    await screen.findByText('Not saved on this device');
    expect(screen.queryByText('No courses found')).toBeNull();
    expect(getToasts()).toEqual([]);
  });

  it('still says "No courses found", with the error toast, when the server refuses', async () => {
    network(() => json({ success: false, message: 'Bad query' }, 400));
    render(<List />, { wrapper });
    await screen.findByText('No courses found');
    expect(getToasts()).toMatchObject([{ title: 'Error', description: 'Bad query' }]);
  });

  it('never shows the empty list, nor a toast, while the device is still being read', async () => {
    await saveCourseList(QUERY, { courses: [course('c1')], total: 1, pages: 1, page: 1 }, 1_000);
    network(() => new TypeError('Failed to fetch'));
    // A slow device: the saved answer is read only after the refresh has failed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowDevice = db.transaction('rw', db.courseQueries, () => Dexie.waitFor(held));
    const totals: (number | undefined)[] = [];
    const { result } = renderHook(
      () => {
        const list = useCourseList(QUERY);
        useListErrorToasts(list);
        totals.push(list.result?.total);
        return list;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.isOffline).toBe(true));
    expect(result.current).toMatchObject({ result: undefined, notSaved: false });
    release();
    await slowDevice;
    await waitFor(() => expect(result.current).toMatchObject({ source: 'saved', isOffline: true }));
    expect(totals).not.toContain(0);
    expect(getToasts()).toEqual([]);
  });
});
