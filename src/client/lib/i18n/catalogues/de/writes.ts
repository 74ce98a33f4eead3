import type en from '../en/writes';

export default {
  'writes.restroom.submit': 'Neue Toilette: {name}',
  'writes.restroom.delete': '{name} löschen',
  'writes.feedback.set':
    '{value, select, helpful {{name} als hilfreich markieren} other {{name} als falsche Angabe markieren}}',
  'writes.feedback.clear': 'Feedback zu {name} entfernen',
  'writes.review.create': 'Bewertung von {name}',
  'writes.review.update': 'Änderung Ihrer Bewertung von {name}',
  'writes.review.delete': 'Ihre Bewertung von {name} löschen',
  'writes.restroom.confirm': 'Noch da, alles OK: {name}',
  'writes.report.create': 'Meldung zu {name}: {kind}',
  'writes.restroom.update': 'Angaben zu {name}',
  'writes.report.resolve':
    '{resolution, select, removed {{name} entfernen} stillThere {{name} ist noch da} fixed {{kind} bei {name} als behoben markieren} other {{kind} bei {name} verwerfen}}',
  'writes.answer.create':
    '{question, select, clubhouse_restroom {Toilette im Clubhaus?} on_course_restroom {Toilette auf dem Platz?} restroom_at_hole {Toilette an Loch {hole}?} season_reopened {Ist „{name}“ wieder offen?} season_open {Ist „{name}“ in dieser Saison offen?} soap {Seife in „{name}“?} step_free {Stufenlos vom Cartweg zu „{name}“?} other {Kurze Frage:}} {answer, select, yes {Ja} no {Nein} stood {Ja, wo ich stand} other {Weiß nicht}}',
  'writes.submission.decide': '{action, select, approve {{name} freigeben} other {{name} ablehnen}}',
  'writes.course.setup': 'Toiletten-Einrichtung von {name}',
  'writes.notifications.set': 'Benachrichtigungen für {name}',
  'writes.language.set': 'Sprache Ihres Kontos: {language}',
  'writes.other': 'Eine Änderung auf diesem Gerät',
  'writes.error.network': 'Keine Verbindung zum Server',
  'writes.error.timeout': 'keine Antwort nach {ms} ms',
  'writes.error.unreadable':
    'Von einer älteren App-Version in einer Form gespeichert, die diese nicht senden kann. Verwerfen Sie sie und nehmen Sie die Änderung erneut vor.',
  'writes.error.base_discarded':
    'Die Änderung, auf der sie aufbaut, wurde verworfen, bevor sie den Server erreicht hat.',
} satisfies Record<keyof typeof en, string>;
