import type en from '../en/analytics';

export default {
  'analytics.loadError': 'Die Analysen konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'analytics.notSavedWhat': 'die Analysen',
  'analytics.noCourse': 'Analysen erscheinen hier, sobald Ihnen ein Platz gehört.',
  'analytics.course': 'Platz',
  'analytics.period': 'Zeitraum',
  'analytics.periodDays': '{days, select, 365 {Letztes Jahr} other {Letzte {days} Tage}}',
  'analytics.number': '{n, number}',
  'analytics.duration':
    '{shape, select, m {{m, number} Min.} h {{h, number} Std.} hm {{h, number} Std. {m, number} Min.} d {{d, number} Tg.} other {{d, number} Tg. {h, number} Std.}}',

  'analytics.open': 'Offene Probleme',
  'analytics.open.note': 'Meldungen, die noch bestehen, die ältesten zuerst.',
  'analytics.open.none': 'Zurzeit keine offenen Probleme.',
  'analytics.fix': 'Mittlere Zeit bis zur Behebung',
  'analytics.fix.note': 'Von der ersten Meldung bis zur Behebung, je Art des Problems.',
  'analytics.fix.none': 'In diesem Zeitraum wurden keine Probleme behoben.',
  'analytics.fix.chart': 'Balkendiagramm der mittleren Stunden bis zur Behebung je Art des Problems',
  'analytics.hours': 'Stunden',
  'analytics.weekly': 'Meldungen je Toilette und Woche',
  'analytics.weekly.note': 'Jede Meldung der Golfer, was auch immer daraus wurde.',
  'analytics.weekly.none': 'Für diesen Platz sind noch keine Toiletten eingetragen.',
  'analytics.weekly.chart': 'Balkendiagramm der Meldungen zu {restroom} je Woche',
  'analytics.ratings': 'Sterne im Zeitverlauf',
  'analytics.ratings.note':
    'Die durchschnittlichen Sterne des Platzes am Ende jeder Woche, über den in ihr geschriebenen Bewertungen.',
  'analytics.ratings.none': 'Noch keine Bewertungen.',
  'analytics.ratings.chart':
    'Liniendiagramm der durchschnittlichen Sterne je Woche über Balken der geschriebenen Bewertungen',
  'analytics.ratings.table': 'Sterne und Bewertungen je Woche',

  'analytics.restroom': 'Toilette',
  'analytics.problem': 'Problem',
  'analytics.reports': 'Meldungen',
  'analytics.openFor': 'Offen seit',
  'analytics.fixed': 'Behoben',
  'analytics.median': 'Median',
  'analytics.weekOf': 'Woche ab',
  'analytics.newReviews': 'Neue Bewertungen',
  'analytics.reviews': 'Bewertungen',
  'analytics.rating': 'Ø Sterne',

  'analytics.picker.placeholder': 'Namen eines Platzes eingeben',
  'analytics.picker.list': 'Gefundene Plätze',
  'analytics.picker.typeMore': 'Geben Sie mindestens {n, number} Buchstaben des Platznamens ein.',
  'analytics.picker.failed': 'Die Plätze konnten nicht durchsucht werden. Prüfen Sie Ihre Verbindung.',
  'analytics.picker.searching': 'Suche läuft …',
  'analytics.picker.none': 'Kein Platz hat diesen Namen.',
  'analytics.picker.found': '{n, plural, one {# Platz gefunden.} other {# Plätze gefunden.}}',
} satisfies Record<keyof typeof en, string>;
