// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQueriesLoadState } from '../../../src/client/components/ui/load-status';
import { getToasts, resetToasts } from '../../../src/client/lib/toast/toast-store';

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
  return <div>{useQueriesLoadState(queries, 'Failed to load dashboard data.', 'your dashboard')}</div>;
}

describe('useQueriesLoadState (dashboards)', () => {
  beforeEach(resetToasts);
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
    expect(screen.getByRole('alert').textContent).toContain('Failed to load dashboard data.');
    expect(getToasts()).toMatchObject([{ title: 'Error', variant: 'destructive' }]);
  });

  it('says what the device lacks, with no toast, when no answer came and nothing is kept', () => {
    const offline = query({
      isError: true,
      data: undefined,
      error: new TypeError('Failed to fetch'),
      errorUpdatedAt: Date.now(),
    });
    render(<Screen queries={[offline, query({ ...offline })]} />);
    expect(screen.getByText('Not saved on this device — connect to load your dashboard')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Failed to load dashboard data.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getToasts()).toEqual([]);
  });

  it('shows a kept answer with the Offline badge and its age, and no toast', () => {
    const offline = query({
      isError: true,
      error: new TypeError('Failed to fetch'),
      errorUpdatedAt: Date.now(),
      dataUpdatedAt: Date.now() - 2 * 60 * 60_000,
    });
    render(<Screen queries={[offline]} />);
    expect(screen.getByRole('status').textContent).toContain('Saved 2 h ago');
    expect(getToasts()).toEqual([]);
  });
});
