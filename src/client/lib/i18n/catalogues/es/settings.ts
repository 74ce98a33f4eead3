import type en from '../en/settings';

const THEME =
  '{preference, select, system {del sistema ({resolved, select, light {claro} other {oscuro}})} light {claro} other {oscuro}}';

export default {
  'settings.theme': `Tema: ${THEME}`,
  'settings.themeSwitch': `Tema: ${THEME}. Cambiar al tema {next, select, system {del sistema} light {claro} other {oscuro}}`,
  'settings.language': 'Idioma',
  'settings.languageOffline': '{language} necesita conexión',
  'settings.languageOfflineHint':
    'Se descarga una sola vez: la aplicación cambiará en cuanto vuelvas a tener conexión.',
} satisfies Record<keyof typeof en, string>;
