/**
 * Map styles (docs/decisions.md §7): keyless OpenFreeMap vector styles by default, one per theme, or the
 * deployment's own through VITE_MAP_STYLE_LIGHT / VITE_MAP_STYLE_DARK. Tests serve their own.
 * Kept here, not with the maps (features/courses/map): "Save for offline" saves these styles and must
 * not pull the map chunk (MapLibre) to learn their URLs.
 */
import type { ResolvedTheme } from '../../../lib/theme';

const DEFAULT_STYLES: Record<ResolvedTheme, string> = {
  light: 'https://tiles.openfreemap.org/styles/positron',
  dark: 'https://tiles.openfreemap.org/styles/dark',
};

const configured = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function mapStyleUrl(theme: ResolvedTheme): string {
  const fromEnv =
    theme === 'dark' ? import.meta.env.VITE_MAP_STYLE_DARK : import.meta.env.VITE_MAP_STYLE_LIGHT;
  return configured(fromEnv) ?? DEFAULT_STYLES[theme];
}

/** Both themes' styles (a saved course is drawn in whichever theme is on when it is opened). */
export function mapStyleUrls(): string[] {
  return [...new Set([mapStyleUrl('light'), mapStyleUrl('dark')])];
}
