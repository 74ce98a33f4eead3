// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseListState } from '../../../../src/client/features/courses/api/use-course-list';
import { DataStatus } from '../../../../src/client/features/courses/components/data-status';

afterEach(cleanup);

const RESULT = { courses: [], total: 0, pages: 0, page: 1 };
const state = (overrides: Partial<CourseListState>): CourseListState => ({
  result: RESULT,
  source: 'saved',
  savedAt: Date.now() - 12 * 60_000,
  isRefreshing: false,
  error: null,
  errorUpdatedAt: 0,
  isOffline: false,
  notSaved: false,
  ...overrides,
});

describe('DataStatus (a stale screen says how old it is)', () => {
  it('shows the age of saved data while the refresh is still out', () => {
    render(<DataStatus list={state({ isRefreshing: true })} />);
    expect(screen.getByRole('status').textContent).toBe('Saved 12 min agoUpdating...');
  });

  it('after a refresh with no answer: Offline, the age, no spinner', () => {
    render(<DataStatus list={state({ isOffline: true, error: new TypeError('Failed to fetch') })} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('OfflineSaved 12 min ago');
    expect(status.textContent).not.toContain('Updating');
  });

  it('says nothing about age for a fresh answer', () => {
    render(<DataStatus list={state({ source: 'live', savedAt: undefined })} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
