import type en from '../en/ui';

export default {
  'ui.close': 'Schließen',
  'ui.cancel': 'Abbrechen',
  'ui.notifications': 'Benachrichtigungen ({key})',
  'ui.closeNotification': 'Benachrichtigung schließen',
  'ui.notification': 'Benachrichtigung',
  'ui.showPassword': 'Passwort anzeigen',
  'ui.hidePassword': 'Passwort verbergen',
  'ui.email': 'E-Mail',
  'ui.yes': 'Ja',
  'ui.no': 'Nein',
  'ui.unknown': 'Unbekannt',
  'ui.stars': '{value, number} von {max, number} Sternen',
  'ui.error': 'Fehler',
  'ui.notSaved': 'Nicht gespeichert',
  'ui.refused': '{what}: {why}',
} satisfies Record<keyof typeof en, string>;
