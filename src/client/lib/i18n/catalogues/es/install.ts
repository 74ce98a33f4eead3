import type en from '../en/install';

export default {
  'install.title': 'Instalar la app',
  'install.installed': 'Fairway Relief está instalada en este dispositivo.',
  'install.promptHint':
    'Ábrela desde tu pantalla de inicio como cualquier app; funciona sin señal en el campo.',
  'install.button': 'Instalar la app',
  'install.ios': 'Añadir a pantalla de inicio: toca Compartir y después «Añadir a pantalla de inicio»',
  'install.unavailable':
    'Para instalarla, elige «Instalar app» o «Añadir a pantalla de inicio» en el menú de tu navegador.',
  'install.dismiss': 'Cerrar el aviso de instalación',
} satisfies Record<keyof typeof en, string>;
