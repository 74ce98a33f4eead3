import type en from '../en/manifest';

export default {
  'manifest.description':
    'Das Toilettenverzeichnis der Golfgemeinschaft: Toiletten auf Golfplätzen finden, bewerten und kommentieren.',
  'manifest.nearestName': 'Nächste Toilette',
  'manifest.nearestShortName': 'Nächste',
  'manifest.nearestDescription': 'Die nächsten Toiletten, die Sie jetzt nutzen können',
} satisfies Record<keyof typeof en, string>;
