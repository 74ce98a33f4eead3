import type en from '../en/app';

export default {
  'app.error': 'Unerwarteter Fehler in der App!',
  'app.home': 'Zur Startseite',
} satisfies Record<keyof typeof en, string>;
