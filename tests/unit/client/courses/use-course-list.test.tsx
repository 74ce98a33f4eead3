// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  prepareSavedCourseList,
  useCourseList,
} from '../../../../src/client/features/courses/api/use-course-list';
import { DEVICE_STORE_NAME } from '../../../../src/client/lib/device-store-exists';
import { saveCourseList } from '../../../../src/client/offline/stores/courses';
import type { CourseQuery } from '../../../../src/client/offline/course-query';
import { db } from '../../../../src/client/offline/db';
import { COURSES } from '../offline/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NC = COURSES.filter((c) => c.state === 'NC');
const QUERY: CourseQuery = { state: 'NC', page: 1, limit: 10 };
const answer = (courses = NC) => ({ courses, total: courses.length, pages: 1, page: 1 });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch answers when the test says so; returns the paths asked for and a way to answer. */
function deferredFetch() {
  const pending: ((response: Response | Error) => void)[] = [];
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      urls.push(new URL(request.url).search);
      return new Promise<Response>((resolve, reject) =>
        pending.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome))),
      );
    }),
  );
  return {
    urls,
    answer: async (outcome: Response | Error) => {
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      await act(async () => pending.shift()!(outcome));
    },
  };
}

function render(initial: CourseQuery | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ query }: { query: CourseQuery | null }) => useCourseList(query), {
    wrapper,
    initialProps: { query: initial },
  });
}

beforeEach(async () => {
  await Promise.all([db.courses.clear(), db.courseQueries.clear()]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useCourseList (stale-while-revalidate through the device store)', () => {
  it('with nothing saved, waits for the network and then saves the answer', async () => {
    const server = deferredFetch();
    const { result } = render(QUERY);
    expect(result.current).toMatchObject({ result: undefined, source: 'none', isRefreshing: true });
    await server.answer(json({ success: true, data: answer() }));
    await waitFor(() => expect(result.current.source).toBe('live'));
    expect(result.current.result!.courses).toHaveLength(NC.length);
    expect(result.current.savedAt).toBeUndefined();
    expect(server.urls).toEqual(['?state=NC&page=1&limit=10']);
    await waitFor(async () => expect(await db.courseQueries.count()).toBe(1));
  });

  it('shows the saved answer at once, then the fresh one', async () => {
    await saveCourseList(QUERY, answer(NC.slice(0, 2)), 1_000);
    const server = deferredFetch();
    const { result } = render(QUERY);
    await waitFor(() => expect(result.current.source).toBe('saved'));
    expect(result.current).toMatchObject({ savedAt: 1_000, isRefreshing: true, isOffline: false });
    expect(result.current.result!.courses).toHaveLength(2);
    await server.answer(json({ success: true, data: answer() }));
    await waitFor(() => expect(result.current.source).toBe('live'));
    expect(result.current.result!.courses).toHaveLength(NC.length);
  });

  it('keeps the saved answer when the network fails, and says it is offline', async () => {
    await saveCourseList(QUERY, answer(), 2_000);
    const server = deferredFetch();
    const { result } = render(QUERY);
    await server.answer(new TypeError('Failed to fetch'));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current).toMatchObject({ source: 'saved', savedAt: 2_000, isOffline: true });
    expect(result.current.result!.courses).toHaveLength(NC.length);
  });

  it('answers a query never asked before from the saved courses', async () => {
    await saveCourseList(QUERY, answer(), 3_000);
    const server = deferredFetch();
    const { result } = render({ ...QUERY, minRating: 4.5 });
    await waitFor(() => expect(result.current.source).toBe('saved'));
    expect(result.current.result!.courses.map((c) => c.name)).toEqual([
      'Lonnie Poole Golf Course',
      'pinehurst No. 2',
    ]);
    await server.answer(new TypeError('Failed to fetch'));
    await waitFor(() => expect(result.current.isOffline).toBe(true));
    expect(result.current.source).toBe('saved');
  });

  it('with nothing saved and no answer, shows an empty list and the error', async () => {
    const server = deferredFetch();
    const { result } = render(QUERY);
    await server.answer(json({ success: false, message: 'Unknown state code' }, 400));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current).toMatchObject({ source: 'none', isOffline: false });
    expect(result.current.result).toEqual({ courses: [], total: 0, pages: 0, page: 1 });
  });

  it('keeps the last answer on screen while a new query loads', async () => {
    const server = deferredFetch();
    const { result, rerender } = render(QUERY);
    await server.answer(json({ success: true, data: answer() }));
    await waitFor(() => expect(result.current.source).toBe('live'));
    rerender({ query: { ...QUERY, state: 'TX' } }); // nothing saved for Texas
    await waitFor(() => expect(result.current.source).toBe('previous'));
    expect(result.current.result!.courses).toHaveLength(NC.length);
    await server.answer(json({ success: true, data: answer([]) }));
    await waitFor(() => expect(result.current.source).toBe('live'));
    expect(result.current.result!.total).toBe(0);
  });

  it('asks nothing without a query', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = render(null);
    expect(result.current).toMatchObject({ result: undefined, source: 'none', isRefreshing: false });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('prepareSavedCourseList (the route starts the saved read before the list renders)', () => {
  const storeNames = async () => (await indexedDB.databases()).map((database) => database.name);

  it('opens the device store before the list asks for its copy', async () => {
    await saveCourseList(QUERY, answer(), 4_000);
    db.close({ disableAutoOpen: false });
    expect(db.isOpen()).toBe(false);
    prepareSavedCourseList();
    await waitFor(() => expect(db.isOpen()).toBe(true));
  });

  it('creates no device store where there is none', async () => {
    await db.delete({ disableAutoOpen: false });
    expect(await storeNames()).not.toContain(DEVICE_STORE_NAME);
    prepareSavedCourseList();
    // Long enough for its lookup and the store's modules (already loaded here) to have run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(db.isOpen()).toBe(false);
    expect(await storeNames()).not.toContain(DEVICE_STORE_NAME);
  });
});
