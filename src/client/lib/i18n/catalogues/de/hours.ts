import type en from '../en/hours';

export default {
  'hours.open247': 'Rund um die Uhr geöffnet',
  'hours.openNow': 'Jetzt geöffnet',
  'hours.openUntil': 'Geöffnet bis {when}',
  'hours.openFor': 'Geöffnet · schließt in {within}',
  'hours.closesIn': 'Schließt in {n, plural, other {# Min.}}',
  'hours.closed': 'Geschlossen',
  'hours.opens': 'Geschlossen · öffnet {when}',
  'hours.opensIn': 'Geschlossen · öffnet in {within}',
  'hours.season': 'Saisonal geschlossen',
  'hours.seasonUntil': 'Saisonal geschlossen · öffnet im {month}',
  'hours.within': '{unit, select, minute {{n, plural, other {# Min.}}} other {{n, plural, other {# Std.}}}}',
  'hours.tomorrow': 'morgen {time}',
  'hours.dayTime': '{day} {time}',
  'hours.spring': 'Sollte wieder geöffnet sein – noch nicht bestätigt',
} satisfies Record<keyof typeof en, string>;
