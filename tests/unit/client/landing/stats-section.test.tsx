// @vitest-environment happy-dom
/**
 * The landing page's statistics (docs/product.md §3, §13): the spec's three counts keep their
 * labels, and a line beside them says how many courses have a known restroom answer.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { StatsSection } from '../../../../src/client/features/landing/components/stats-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(stats: Record<string, number>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: { stats } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatsSection />
    </QueryClientProvider>,
  );
}

const BASE = { totalCourses: 15_537, totalCountries: 42, totalReviews: 12, totalUsers: 30 };

it('adds the courses with a known restroom answer under the three counts', async () => {
  renderWith({ ...BASE, coursesWithRestroomAnswer: 1204 });
  expect((await screen.findByTestId('stat-coverage')).textContent).toBe(
    '1,204 courses with a known restroom answer',
  );
  for (const label of ['Golf Courses', 'Restroom Reviews', 'Active Users']) {
    expect(screen.getByText(label)).toBeTruthy();
  }
});

it('says one course in the singular', async () => {
  renderWith({ ...BASE, coursesWithRestroomAnswer: 1 });
  expect((await screen.findByTestId('stat-coverage')).textContent).toBe(
    '1 course with a known restroom answer',
  );
});
