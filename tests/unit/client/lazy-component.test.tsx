// @vitest-environment happy-dom
import { act } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../../src/client/lib/lazy-component';
import { SETTLE_DELAY_MS as PRELOAD_DELAY_MS } from '../../../src/client/lib/when-idle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

describe('lazyComponent (a chunk that fails to load never takes the app down)', () => {
  it('shows the stand-in until loaded, survives a failed fetch and loads on the next try', async () => {
    const Loaded = () => <p>loaded</p>;
    const importer = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Loaded);
    const lazy = lazyComponent(importer);
    function Slot() {
      const Component = lazy.useLoaded();
      return Component ? <Component /> : <p>stand-in</p>;
    }
    render(<Slot />);
    expect(screen.getByText('stand-in')).toBeTruthy();

    await act(async () => {
      await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    });
    expect(screen.getByText('stand-in')).toBeTruthy();

    await act(async () => {
      await lazy.load();
    });
    expect(screen.getByText('loaded')).toBeTruthy();
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('joins a load already under way', async () => {
    const importer = vi.fn(async () => () => null);
    const lazy = lazyComponent(importer);
    await Promise.all([lazy.load(), lazy.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('preloads only once the page has settled, never while the first screen still loads', async () => {
    vi.useFakeTimers();
    try {
      const importer = vi.fn(async () => () => null);
      const lazy = lazyComponent(importer);
      expect(document.readyState).toBe('complete');
      lazy.preloadWhenIdle();
      await vi.advanceTimersByTimeAsync(PRELOAD_DELAY_MS - 100);
      expect(importer).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(5_200);
      expect(importer).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
