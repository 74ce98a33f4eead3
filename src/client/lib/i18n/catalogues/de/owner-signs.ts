import type en from '../en/owner-signs';

export default {
  'ownerSigns.error': 'Fehler',
  'ownerSigns.back': 'Übersicht für Platzbetreiber',
  'ownerSigns.title': 'Türschild',
  'ownerSigns.titleOf': 'Türschild: {restroom}',
  'ownerSigns.loadError': 'Das Schild konnte nicht geladen werden',
  'ownerSigns.loading': 'Schild wird geladen …',
  'ownerSigns.how':
    'Golfer, die das Schild scannen, melden hier ein Problem ohne Konto: eine Meldung pro Telefon und Stunde, jede zählt wie die eines Golfers.',
  'ownerSigns.make': 'Schild erstellen',
  'ownerSigns.making': 'Schild wird erstellt …',
  'ownerSigns.makeError': 'Das Schild konnte nicht erstellt werden',
  'ownerSigns.qrError': 'Der QR-Code konnte nicht gezeichnet werden',
  'ownerSigns.print': 'Drucken (A5)',
  'ownerSigns.svg': 'QR-Code (SVG)',
  'ownerSigns.png': 'QR-Code (PNG)',
  'ownerSigns.since': 'Dieser Code gilt seit {date, date}.',
  'ownerSigns.replace': 'Code ersetzen',
  'ownerSigns.replace.title': 'Den Code des Schilds ersetzen?',
  'ownerSigns.replace.description':
    'Bereits gedruckte Schilder funktionieren sofort nicht mehr: Drucken Sie das neue aus und hängen Sie es auf.',
  'ownerSigns.replacing': 'Wird ersetzt …',

  'ownerSigns.asPrinted': 'Das Schild, wie es gedruckt wird',
  'ownerSigns.question': 'Problem hier?',
  'ownerSigns.scan': 'Scannen und dem Platz melden',
  'ownerSigns.qr': 'QR-Code: {url}',
  'ownerSigns.noAccount': 'Kein Konto nötig · {url}',
} satisfies Record<keyof typeof en, string>;
