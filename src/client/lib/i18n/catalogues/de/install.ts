import type en from '../en/install';

export default {
  'install.title': 'App installieren',
  'install.installed': 'Fairway Relief ist auf diesem Gerät installiert.',
  'install.promptHint':
    'Öffnen Sie sie wie jede App über Ihren Startbildschirm; auf dem Platz funktioniert sie auch ohne Empfang.',
  'install.button': 'App installieren',
  'install.ios': 'Zum Home-Bildschirm: Tippen Sie auf „Teilen“, dann auf „Zum Home-Bildschirm“',
  'install.unavailable':
    'Wählen Sie zum Installieren im Menü Ihres Browsers „App installieren“ oder „Zum Startbildschirm hinzufügen“.',
  'install.dismiss': 'Installationshinweis schließen',
} satisfies Record<keyof typeof en, string>;
