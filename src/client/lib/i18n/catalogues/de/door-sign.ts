import type en from '../en/door-sign';

export default {
  'doorSign.retired': 'Dieses Schild wird nicht mehr verwendet',
  'doorSign.retiredText':
    'Der Platz hat den Code dieses Schilds ersetzt. Ein Problem können Sie weiterhin auf der Seite des Platzes in der App melden.',
  'doorSign.findCourse': 'Platz finden',
  'doorSign.problemHere': 'Problem hier?',
  'doorSign.thisRestroom': 'Diese Toilette',
  'doorSign.noSignal': 'Kein Empfang, um den Namen der Toilette zu laden: Melden geht trotzdem.',
  'doorSign.whatsWrong': 'Was ist los? Tippen Sie auf eins – ohne Konto.',
  'doorSign.sending': '„{label}“ wird gesendet …',
  'doorSign.thanks': 'Danke! Der Platz ist informiert.',
  'doorSign.youReported': 'Ihre Meldung: {label}.',
  'doorSign.offline': 'Sie sind offline.',
  'doorSign.kept':
    'Ihre Meldung ({label}) ist auf diesem Handy gespeichert und wird gesendet, sobald Sie Empfang haben. Lassen Sie diese Seite offen oder öffnen Sie den Link des Schilds später noch einmal.',
  'doorSign.notAccepted': 'Die Meldung wurde nicht angenommen',
} satisfies Record<keyof typeof en, string>;
