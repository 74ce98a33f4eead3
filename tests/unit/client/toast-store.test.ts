import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '../../../src/shared/constants';
import { dismissToast, getToasts, resetToasts, toast } from '../../../src/client/lib/toast/toast-store';

describe('toast store (docs/product.md §9 toast rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('keeps one toast visible at a time: a new toast replaces the current one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts()).toHaveLength(TOAST.limit);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('defaults to the default variant', () => {
    toast({ title: 'Saved' });
    expect(getToasts()[0]?.variant).toBe('default');
  });

  it('closes a dismissed toast at once and forgets it after the removal delay', () => {
    const { id } = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((item) => !item.open)).toBe(true);
  });
});
