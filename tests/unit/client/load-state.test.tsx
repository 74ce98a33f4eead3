// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQueriesLoadState } from '../../../src/client/components/ui/load-status';

vi.mock('../../../src/client/lib/toast', () => ({ toast: vi.fn() }));

const query = (partial: Partial<UseQueryResult>): UseQueryResult =>
  ({
    isError: false,
    isFetching: false,
    data: { ok: true },
    dataUpdatedAt: Date.now() - 60_000,
    errorUpdatedAt: 0,
    error: null,
    refetch: vi.fn(async () => undefined),
    ...partial,
  }) as unknown as UseQueryResult;

function Screen({ queries }: { queries: UseQueryResult[] }) {
  return <div>{useQueriesLoadState(queries, 'Failed to load dashboard data.')}</div>;
}

describe('useQueriesLoadState (dashboards)', () => {
  afterEach(cleanup);

  it('shows nothing special when every query answered', () => {
    render(<Screen queries={[query({}), query({})]} />);
    expect(screen.queryByText('Failed to load dashboard data.')).toBeNull();
    expect(screen.queryByText('Offline')).toBeNull();
  });

  it('keeps saved answers on screen with an Offline badge when a refresh got no answer', () => {
    const offline = query({
      isError: true,
      error: new TypeError('Failed to fetch'),
      errorUpdatedAt: Date.now(),
    });
    render(<Screen queries={[query({}), offline]} />);
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(screen.queryByText('Failed to load dashboard data.')).toBeNull();
  });

  it('shows the error with Try again when something could not be shown at all', () => {
    const missing = query({
      isError: true,
      data: undefined,
      error: new Error('boom'),
      errorUpdatedAt: Date.now(),
    });
    render(<Screen queries={[query({}), missing]} />);
    expect(screen.getAllByText('Failed to load dashboard data.').length).toBeGreaterThan(0);
  });
});
