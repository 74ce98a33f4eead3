import type en from '../en/courses-map';

export default {
  'coursesMap.label': 'Karte der Golfplätze',
  'coursesMap.loading': 'Plätze werden geladen …',
  'coursesMap.noBackground': 'Hintergrundkarte nicht verfügbar. Die Plätze werden trotzdem angezeigt.',
  'coursesMap.cluster': '{n} Plätze. Hineinzoomen',
  'coursesMap.spot': '{n} Plätze hier: {names}',
  'coursesMap.course': 'Golfplatz',
  'coursesMap.you': 'Ihr Standort',
  'coursesMap.rating': 'Bewertung: {r, select, none {k. A.} other {{r}}}',
  'coursesMap.reviewCount': '{n, plural, one {# Bewertung} other {# Bewertungen}}',
  'coursesMap.restroomCount': '{n, plural, one {# Toilette} other {# Toiletten}}',
  'coursesMap.details': 'Details',
  'coursesMap.area': 'Karte der Platzumgebung',
  'coursesMap.areaFailed': 'Die Karte kann auf diesem Gerät nicht angezeigt werden.',
  'coursesMap.badge': '{kind, select, clubhouse {C} halfway {H} other {•}}',
  'coursesMap.restroomPin':
    '{name}, {kind, select, clubhouse {Toilette im Clubhaus} halfway {Toilette im Halfway-Haus} hole {Toilette an Loch {hole}} other {Toilette auf dem Platz}}{usable, select, no {, derzeit nicht nutzbar} other {}}',
  'coursesMap.pinHint': 'Tippen Sie auf die Stelle der Toilette und ziehen Sie dann die Markierung zurecht.',
  'coursesMap.pinMap': 'Karte zum Platzieren der Toilette',
  'coursesMap.pin': 'Markierung der Toilette',
  'coursesMap.pinFailed':
    'Die Karte kann auf diesem Gerät nicht angezeigt werden. Verwenden Sie stattdessen „Ich stehe davor“.',
  'coursesMap.pinNoBackground':
    'Hintergrundkarte nicht verfügbar. Sie können die Markierung trotzdem setzen.',
  'coursesMap.pinCentre': 'Markierung in die Kartenmitte setzen',
  'coursesMap.control.zoomIn': 'Hineinzoomen',
  'coursesMap.control.zoomOut': 'Herauszoomen',
  'coursesMap.control.attribution': 'Quellenangaben ein-/ausblenden',
} satisfies Record<keyof typeof en, string>;
