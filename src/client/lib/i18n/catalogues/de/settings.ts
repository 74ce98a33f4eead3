import type en from '../en/settings';

const THEME =
  '{preference, select, system {System ({resolved, select, light {hell} other {dunkel}})} light {hell} other {dunkel}}';

export default {
  'settings.theme': `Design: ${THEME}`,
  'settings.themeSwitch': `Design: ${THEME}. Zu {next, select, system {System} light {hell} other {dunkel}} wechseln`,
  'settings.language': 'Sprache',
  'settings.languageOffline': '{language} braucht eine Verbindung',
  'settings.languageOfflineHint':
    'Die Sprache wird einmal geladen: Die App wechselt, sobald Sie wieder online sind.',
} satisfies Record<keyof typeof en, string>;
