export { initTheme, nextThemePreference, setThemePreference, type ResolvedTheme } from './theme';
export { useTheme } from './use-theme';
