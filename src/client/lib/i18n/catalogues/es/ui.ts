import type en from '../en/ui';

export default {
  'ui.close': 'Cerrar',
  'ui.cancel': 'Cancelar',
  'ui.notifications': 'Notificaciones ({key})',
  'ui.closeNotification': 'Cerrar notificación',
  'ui.notification': 'Notificación',
  'ui.showPassword': 'Mostrar contraseña',
  'ui.hidePassword': 'Ocultar contraseña',
  'ui.email': 'Correo electrónico',
  'ui.yes': 'Sí',
  'ui.no': 'No',
  'ui.unknown': 'No se sabe',
  'ui.stars': '{value, number} de {max, number} estrellas',
  'ui.error': 'Error',
  'ui.notSaved': 'No guardado',
  'ui.refused': '{what}: {why}',
} satisfies Record<keyof typeof en, string>;
