/** The header menu settings' English messages (app/layouts/header-settings.tsx, a lazy chunk). */
const THEME =
  '{preference, select, system {system ({resolved, select, light {light} other {dark}})} light {light} other {dark}}';

export default {
  'settings.theme': `Theme: ${THEME}`,
  'settings.themeSwitch': `Theme: ${THEME}. Switch to {next, select, system {system} light {light} other {dark}} theme`,
  'settings.language': 'Language',
  // A language chosen with no signal whose catalogue this device never loaded (lib/i18n/language.ts).
  'settings.languageOffline': '{language} needs a connection',
  'settings.languageOfflineHint': "It downloads once: the app switches to it as soon as you're back online.",
  // The outbox entry of a signed-in golfer's choice (/sync lists it until the account has it).
} as const;
