import type en from '../en/sync';

export default {
  'sync.title': 'Offline & Synchronisierung',
  'sync.connection': 'Verbindung',
  'sync.offline': 'Sie sind offline',
  'sync.online': 'Sie sind online',
  'sync.offlineHint':
    'Gespeicherte Plätze und Toiletten werden weiter angezeigt. Ihre Änderungen bleiben auf diesem Gerät und werden gesendet, sobald die Verbindung zurück ist.',
  'sync.onlineHint': 'Änderungen werden sofort an Fairway Relief gesendet.',
  'sync.waiting': 'Noch nicht synchronisiert',
  'sync.yourChanges': 'Ihre Änderungen',
  'sync.description':
    'Ihre Änderungen werden auf diesem Gerät gespeichert und gesendet, sobald Sie Empfang haben.',
  'sync.reading': 'Gerät wird gelesen …',
  'sync.mine': 'Ihre nicht gesendeten Änderungen',
  'sync.othersTitle': 'Andere Konten auf diesem Gerät',
  'sync.others': 'Nicht gesendete Änderungen anderer Konten',
  'sync.madeAt': '{at, date, medium}, {at, time, short}',
  'sync.retry': 'Erneut senden',
  'sync.discard': 'Verwerfen',
  'sync.adopt': 'Als meine senden',
  'sync.synced': 'Alles ist synchronisiert.',
  'sync.count.pending': '{n, plural, other {# ausstehend}}',
  'sync.count.failed': '{n, plural, other {# fehlgeschlagen}}',
  'sync.count.others': '{n, plural, one {# von einem anderen Konto} other {# von anderen Konten}}',
  'sync.failed': 'Fehlgeschlagen: {error}',
  'sync.waitingBehind':
    'Wartet: „{label}“ ist zuerst fehlgeschlagen. Senden Sie sie erneut oder verwerfen Sie sie, dann wird diese Änderung gesendet.',
  'sync.sending': 'Wird gesendet …',
  'sync.pending': 'Wartet auf Synchronisierung',
  'sync.pendingLastTry': 'Wartet auf Synchronisierung (letzter Versuch: {error})',
  'sync.otherAccount': 'Anderes Konto auf diesem Gerät: wird gesendet, wenn es sich wieder anmeldet',
  'sync.unknownSignedIn':
    'Konto unbekannt (von einer älteren Version gespeichert): als Ihre senden oder verwerfen',
  'sync.unknownSignedOut':
    'Konto unbekannt (von einer älteren Version gespeichert): zum Senden anmelden oder verwerfen',
  'sync.block.signedOut':
    'Senden angehalten: Auf diesem Gerät ist niemand angemeldet. Melden Sie sich wieder an, um Ihre Änderungen zu senden.',
  'sync.block.otherAccount':
    'Senden angehalten: Auf diesem Gerät ist ein anderes Konto angemeldet. Melden Sie sich wieder mit Ihrem Konto an, um Ihre Änderungen zu senden.',
  'sync.block.sessionUnanswered':
    'Noch nicht gesendet: Ihre Sitzung konnte nicht erneuert werden (keine Antwort). Neuer Versuch läuft.',
  'sync.error.refused': 'vom Server abgelehnt',
  'sync.units': 'Einheiten',
  'sync.unitsHint': 'Auf diesem Gerät gespeichert; bis Sie wählen, entscheidet die Region Ihres Browsers.',
  'sync.distancesIn': 'Entfernungen in',
  'sync.unit.mi': 'Meilen',
  'sync.unit.km': 'Kilometer und Meter',
} satisfies Record<keyof typeof en, string>;
