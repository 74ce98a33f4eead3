/**
 * The colour theme (docs/product.md §3, §4; docs/decisions.md §1: default 'system'). The preference is stored
 * under 'ui-theme'; 'system' follows the operating system's dark-mode setting live. The resolved theme is a
 * class on <html> ('light' or 'dark'), which the Tailwind dark variant and the CSS colours key off.
 */
import { STORAGE_KEYS } from '../../../shared/constants';
import { readStorage, writeStorage } from '../storage';

const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const DEFAULT_PREFERENCE: ThemePreference = 'system';

function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** The stored preference, or the default when nothing (or something unknown) is stored. */
export function readThemePreference(): ThemePreference {
  const stored = readStorage(STORAGE_KEYS.theme);
  return isThemePreference(stored) ? stored : DEFAULT_PREFERENCE;
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * The theme button's cycle: system → the opposite of the system's theme → the system's theme,
 * explicitly → system. Starting from 'system', the first tap always changes what the user sees.
 */
export function nextThemePreference(preference: ThemePreference, system: ResolvedTheme): ThemePreference {
  const opposite: ResolvedTheme = system === 'dark' ? 'light' : 'dark';
  if (preference === 'system') return opposite;
  if (preference === opposite) return system;
  return 'system';
}

export interface ThemeState {
  preference: ThemePreference;
  /** What is showing: the preference, or the system's setting when the preference is 'system'. */
  resolved: ResolvedTheme;
  /** What the operating system asks for right now. */
  system: ResolvedTheme;
}

type Listener = () => void;

const INITIAL_STATE: ThemeState = { preference: DEFAULT_PREFERENCE, resolved: 'light', system: 'light' };
let state = INITIAL_STATE;
const listeners = new Set<Listener>();
let darkQuery: MediaQueryList | undefined;
let started = false;

function systemPrefersDark(): boolean {
  return darkQuery?.matches ?? false;
}

function apply(preference: ThemePreference): void {
  const system: ResolvedTheme = systemPrefersDark() ? 'dark' : 'light';
  const resolved = resolveTheme(preference, system === 'dark');
  const root = document.documentElement;
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  if (preference !== state.preference || resolved !== state.resolved || system !== state.system) {
    state = { preference, resolved, system };
    for (const listener of listeners) listener();
  }
}

/**
 * Marks <html> from the stored preference and starts following the system setting and other tabs.
 * main.tsx calls it before React renders (no inline script: the CSP will not allow one).
 */
export function initTheme(): void {
  if (started) return;
  started = true;
  darkQuery = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  darkQuery?.addEventListener('change', () => apply(state.preference));
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.theme) apply(readThemePreference());
  });
  apply(readThemePreference());
}

export function setThemePreference(preference: ThemePreference): void {
  writeStorage(STORAGE_KEYS.theme, preference);
  apply(preference);
}

export function getThemeState(): ThemeState {
  return state;
}

export function subscribeToTheme(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test helper: forget the listeners and start again on the next initTheme(). */
export function resetThemeForTests(): void {
  started = false;
  darkQuery = undefined;
  listeners.clear();
  state = INITIAL_STATE;
}
