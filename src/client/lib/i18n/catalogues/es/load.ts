import type en from '../en/load';

export default {
  'load.notUpdated': 'Sin actualizar',
  'load.retry': 'Reintentar',
  'load.retrying': 'Reintentando...',
  'load.tryAgain': 'Volver a intentar',
  'load.notSaved': 'No guardado en este dispositivo: conéctate para cargar {what}',
} satisfies Record<keyof typeof en, string>;
