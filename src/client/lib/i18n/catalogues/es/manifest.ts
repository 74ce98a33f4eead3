import type en from '../en/manifest';

export default {
  'manifest.description':
    'El directorio de baños de la comunidad golfista: encuentra, puntúa y reseña los baños de los campos de golf.',
  'manifest.nearestName': 'Baño más cercano',
  'manifest.nearestShortName': 'Más cercano',
  'manifest.nearestDescription': 'Los baños más cercanos que puedes usar ahora',
} satisfies Record<keyof typeof en, string>;
