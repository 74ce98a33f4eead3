export {
  initTheme,
  isThemePreference,
  nextThemePreference,
  setThemePreference,
  THEME_PREFERENCES,
  type ThemePreference,
  type ResolvedTheme,
} from './theme';
export { useTheme } from './use-theme';
