/**
 * Header control for the colour theme: one button cycling the three preferences (nextThemePreference).
 * Its label says what is active and what a tap does next. A menu would pull a popper library into
 * the first page's JavaScript for the same three choices.
 */
import { Monitor, Moon, Sun } from 'lucide-react';
import { nextThemePreference, setThemePreference, useTheme } from '../lib/theme';
import { Button } from './ui/button';
import { useT } from '../lib/i18n/catalogue';
import settings from '../lib/i18n/catalogues/en/settings';
import { HeaderItemLabel, headerItemClasses } from './ui/header-item';

export function ThemeToggle() {
  const { preference, resolved, system } = useTheme();
  const next = nextThemePreference(preference, system);
  const Icon = preference === 'system' ? Monitor : resolved === 'dark' ? Moon : Sun;
  const t = useT(settings);
  const values = { preference, resolved, next };
  return (
    <Button
      variant="ghost"
      size="icon"
      className={headerItemClasses}
      aria-label={t('settings.themeSwitch', values)}
      title={t('settings.theme', values)}
      onClick={() => setThemePreference(next)}
    >
      <Icon aria-hidden className="size-5" />
      <HeaderItemLabel>{t('settings.theme', values)}</HeaderItemLabel>
    </Button>
  );
}
