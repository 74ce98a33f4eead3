import { useSyncExternalStore } from 'react';
import { getThemeState, subscribeToTheme, type ThemeState } from './theme';

export function useTheme(): ThemeState {
  return useSyncExternalStore(subscribeToTheme, getThemeState, getThemeState);
}
