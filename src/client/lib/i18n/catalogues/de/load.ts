import type en from '../en/load';

export default {
  'load.notUpdated': 'Nicht aktuell',
  'load.retry': 'Erneut versuchen',
  'load.retrying': 'Wird erneut versucht …',
  'load.tryAgain': 'Erneut versuchen',
  'load.notSaved': 'Nicht auf diesem Gerät gespeichert – mit dem Internet verbinden, um {what} zu laden',
} satisfies Record<keyof typeof en, string>;
