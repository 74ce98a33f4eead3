// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/shared/constants';
import {
  getThemeState,
  initTheme,
  nextThemePreference,
  readThemePreference,
  resetThemeForTests,
  resolveTheme,
  setThemePreference,
} from '../../../src/client/lib/theme/theme';

/** A prefers-color-scheme query whose answer the test controls. */
function fakeSystemTheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

const root = () => document.documentElement.classList;

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    resetThemeForTests();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves light, dark and system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it("defaults to 'system' when nothing or something unknown is stored", () => {
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    expect(readThemePreference()).toBe('system');
  });

  it('marks <html> from the stored preference at start', () => {
    fakeSystemTheme(false);
    localStorage.setItem('ui-theme', 'dark');
    initTheme();
    expect(root().contains('dark')).toBe(true);
    expect(root().contains('light')).toBe(false);
    expect(getThemeState()).toMatchObject({ preference: 'dark', resolved: 'dark', system: 'light' });
  });

  it("stores a change under 'ui-theme' and swaps the class", () => {
    fakeSystemTheme(false);
    initTheme();
    expect(root().contains('light')).toBe(true);
    setThemePreference('dark');
    expect(localStorage.getItem('ui-theme')).toBe('dark');
    expect(root().contains('dark')).toBe(true);
    expect(root().contains('light')).toBe(false);
  });

  it('follows the operating system live while the preference is system', () => {
    const system = fakeSystemTheme(false);
    initTheme();
    expect(root().contains('light')).toBe(true);
    system.set(true);
    expect(root().contains('dark')).toBe(true);
    expect(getThemeState().resolved).toBe('dark');
    setThemePreference('light');
    system.set(false);
    system.set(true);
    expect(root().contains('light')).toBe(true);
  });

  it('cycles so that the first tap from system changes what is shown', () => {
    expect(nextThemePreference('system', 'light')).toBe('dark');
    expect(nextThemePreference('dark', 'light')).toBe('light');
    expect(nextThemePreference('light', 'light')).toBe('system');
    expect(nextThemePreference('system', 'dark')).toBe('light');
    expect(nextThemePreference('light', 'dark')).toBe('dark');
    expect(nextThemePreference('dark', 'dark')).toBe('system');
  });
});
