import { describe, expect, it, vi } from 'vitest';
import { RELOADED_AT_KEY, retryingRoute } from '../../../../src/client/app/retrying-route';

function deps(now = 1_000_000) {
  const stored = new Map<string, string>();
  return {
    wait: vi.fn(() => Promise.resolve()),
    reload: vi.fn(),
    now: () => now,
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    stored,
  };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('a route whose chunk fails to load', () => {
  it('is asked for again after a pause, and the route loads', async () => {
    const d = deps();
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ Component: 'page' });
    await expect(retryingRoute(load, d)()).resolves.toEqual({ Component: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(d.wait).toHaveBeenCalledOnce();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the second try fails too, and not again within a minute', async () => {
    const d = deps();
    const load = vi.fn().mockRejectedValue(chunkError());
    const settled = vi.fn();
    void retryingRoute(load, d)().then(settled, settled);
    await vi.waitFor(() => expect(d.reload).toHaveBeenCalledOnce());
    expect(d.stored.get(RELOADED_AT_KEY)).toBe('1000000');
    expect(settled).not.toHaveBeenCalled();

    // The reloaded page fails as well, 30 s later: the error reaches the router's error screen.
    const later = { ...deps(1_030_000), storage: d.storage };
    await expect(retryingRoute(load, later)()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(later.reload).not.toHaveBeenCalled();
  });

  it('without session storage never reloads by itself', async () => {
    const d = { ...deps(), storage: undefined };
    await expect(retryingRoute(vi.fn().mockRejectedValue(chunkError()), d)()).rejects.toThrow();
    expect(d.reload).not.toHaveBeenCalled();
  });
});
