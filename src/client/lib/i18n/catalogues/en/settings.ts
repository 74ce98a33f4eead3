/** The header menu settings' English messages (app/layouts/header-settings.tsx, a lazy chunk). */
const THEME =
  '{preference, select, system {system ({resolved, select, light {light} other {dark}})} light {light} other {dark}}';

export default {
  'settings.theme': `Theme: ${THEME}`,
  'settings.themeSwitch': `Theme: ${THEME}. Switch to {next, select, system {system} light {light} other {dark}} theme`,
  'settings.language': 'Language',
  // The outbox entry of a signed-in golfer's choice (/sync lists it until the account has it).
} as const;
