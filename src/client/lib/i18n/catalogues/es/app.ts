import type en from '../en/app';

export default {
  'app.error': '¡Error inesperado de la aplicación!',
  'app.home': 'Volver al inicio',
} satisfies Record<keyof typeof en, string>;
