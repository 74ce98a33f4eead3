// @vitest-environment happy-dom
import { act } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '../../../src/shared/constants';
import { resetToasts } from '../../../src/client/lib/toast/toast-store';
import { toast } from '../../../src/client/lib/toast';
import { Toaster } from '../../../src/client/lib/toast/toaster';

// Tells React this is a test environment, so act() flushes updates without a warning.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('<Toaster />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });
  afterEach(() => {
    cleanup();
    act(() => resetToasts());
    vi.useRealTimers();
  });

  it('shows a toast raised outside React, one at a time', () => {
    act(() => {
      toast({ title: 'Error loading statistics', description: 'Network Error', variant: 'destructive' });
      toast({ title: 'Success', description: 'Logged in successfully' });
    });
    expect(screen.getByText('Success')).toBeTruthy();
    expect(screen.getByText('Logged in successfully')).toBeTruthy();
    expect(screen.queryByText('Error loading statistics')).toBeNull();
  });

  it('dismisses a toast automatically after 5000 ms', () => {
    act(() => {
      toast({ title: 'Access Denied', variant: 'destructive' });
    });
    act(() => vi.advanceTimersByTime(TOAST.autoDismissMs - 100));
    expect(screen.queryByText('Access Denied')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Access Denied')).toBeNull();
  });
});
