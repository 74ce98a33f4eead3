import type en from '../en/hours';

export default {
  'hours.open247': 'Abierto 24/7',
  'hours.openNow': 'Abierto ahora',
  'hours.openUntil': 'Abierto hasta {when}',
  'hours.openFor': 'Abierto · cierra en {within}',
  'hours.closesIn': 'Cierra en {n, plural, other {# min}}',
  'hours.closed': 'Cerrado',
  'hours.opens': 'Cerrado · abre {when}',
  'hours.opensIn': 'Cerrado · abre en {within}',
  'hours.season': 'Cerrado por temporada',
  'hours.seasonUntil': 'Cerrado por temporada · abre en {month}',
  'hours.within': '{unit, select, minute {{n, plural, other {# min}}} other {{n, plural, other {# h}}}}',
  'hours.tomorrow': 'mañana {time}',
  'hours.dayTime': '{day} {time}',
  'hours.spring': 'Debería volver a estar abierto; aún sin confirmar',
} satisfies Record<keyof typeof en, string>;
