import type en from '../en/dashboard';

const LOCATION =
  '{location, select, clubhouse {Clubhaus} halfway-house {Halfway-Haus} other {Auf dem Platz}}';

export default {
  'dashboard.title': 'Übersicht',
  'dashboard.welcome': 'Willkommen zurück! Hier ist Ihre Aktivität im Überblick.',
  'dashboard.loadFailed': 'Die Übersicht konnte nicht geladen werden.',
  'dashboard.notSavedWhat': 'Ihre Übersicht',
  'dashboard.statistics': 'Ihre Statistik',
  'dashboard.totalReviews': 'Bewertungen',
  'dashboard.averageRating': 'Ø Bewertung',
  'dashboard.restroomsAdded': 'Toiletten eingetragen',
  'dashboard.helpfulVotes': 'Hilfreich-Stimmen',
  'dashboard.helpfulVotesCaption': 'Stimmen „hilfreich“ für Toiletten, die Sie eingetragen haben',
  'dashboard.activity': 'Ihre Aktivität',
  'dashboard.recentReviews': 'Bewertungen',
  'dashboard.contributions': 'Beiträge',
  'dashboard.achievements': 'Erfolge',

  'dashboard.noReviews': 'Sie haben noch keine Bewertungen geschrieben.',
  'dashboard.noRestrooms': 'Sie haben noch keine Toiletten eingetragen.',
  'dashboard.rated': 'Mit {rating} von 5 bewertet',
  'dashboard.date': '{date, date, medium}',
  'dashboard.placeAdded': `${LOCATION}{hole, select, none {} other { · Loch {hole}}} · Eingetragen am {date, date, medium}`,
  'dashboard.reason': 'Grund:',
  'dashboard.noReason': 'Kein Grund angegeben.',
  'dashboard.status.pending': 'In Prüfung',
  'dashboard.status.approved': 'Freigegeben',
  'dashboard.status.rejected': 'Abgelehnt',
  'dashboard.status.removed': 'Entfernt',

  'dashboard.earned': 'Erreicht',
  'dashboard.locked': 'Gesperrt',
  'dashboard.achievementState': '{title}: {earned, select, yes {erreicht} other {gesperrt}}',
  'dashboard.achievementProgress': '{title}: Fortschritt',
  'dashboard.achievement.first-review': 'Erste Bewertung',
  'dashboard.achievement.first-review.description': 'Schreiben Sie Ihre erste Toilettenbewertung.',
  'dashboard.achievement.review-enthusiast': 'Eifrige Bewertung',
  'dashboard.achievement.review-enthusiast.description': 'Schreiben Sie 10 Toilettenbewertungen.',
  'dashboard.achievement.contributor': 'Mitwirkend',
  'dashboard.achievement.contributor.description': 'Tragen Sie eine Toilette auf einem Platz ein.',
  'dashboard.achievement.course-scout': 'Platzkenner',
  'dashboard.achievement.course-scout.description': 'Beantworten Sie 5 kurze Fragen zu Plätzen.',
  'dashboard.achievement.fact-finder': 'Faktenfinder',
  'dashboard.achievement.fact-finder.description':
    'Helfen Sie zu klären, was ein Platz hat: Ihre Antwort und die eines anderen Golfers stimmen überein.',
  'dashboard.progress.totalReviews':
    '{current} / {threshold, plural, one {# Bewertung} other {# Bewertungen}}',
  'dashboard.progress.restroomsAdded':
    '{current} / {threshold, plural, one {# Toilette eingetragen} other {# Toiletten eingetragen}}',
  'dashboard.progress.answersGiven':
    '{current} / {threshold, plural, one {# Frage beantwortet} other {# Fragen beantwortet}}',
  'dashboard.progress.factsSettled':
    '{current} / {threshold, plural, one {# Fakt geklärt} other {# Fakten geklärt}}',

  'dashboard.account': 'Ihr Konto',
  'dashboard.confirmEmail':
    'Bitte bestätigen Sie Ihre E-Mail-Adresse: Öffnen Sie den Link, den wir an {email} gesendet haben.',
  'dashboard.error': 'Fehler',
  'dashboard.emailSent': 'E-Mail gesendet',
  'dashboard.linkNotSent': 'Der Link konnte nicht gesendet werden',
  'dashboard.sendNewLink': 'Neuen Link senden',
  'dashboard.download': 'Meine Daten herunterladen',
  'dashboard.downloadFailed': 'Ihre Daten konnten nicht heruntergeladen werden',
  'dashboard.delete': 'Mein Konto löschen',

  'dashboard.deleteTitle': 'Konto löschen?',
  'dashboard.deleteWarning': 'Das lässt sich nicht rückgängig machen.',
  'dashboard.deleteAccount':
    'Ihr Konto, Ihre Bewertungen und Sterne sowie Ihre Rückmeldungen „hilfreich“/„ungültig“ werden gelöscht.',
  'dashboard.deleteRatings': 'Die Bewertungen der Plätze werden ohne Ihre Bewertungen neu berechnet.',
  'dashboard.deleteRestrooms':
    'Von Ihnen eingetragene Toiletten bleiben für andere Golfer sichtbar, ohne Ihren Namen.',
  'dashboard.deleteSignOut': 'Sie werden auf allen Geräten abgemeldet.',
  'dashboard.password': 'Passwort',
  'dashboard.passwordRequired': 'Passwort fehlt',
  'dashboard.googleRecent':
    'Sie melden sich mit Google an: Liegt das mehr als 10 Minuten zurück, melden Sie sich zuerst ab und wieder an.',
  'dashboard.cancel': 'Abbrechen',
  'dashboard.deleting': 'Wird gelöscht …',
  'dashboard.deleteFailed': 'Ihr Konto konnte nicht gelöscht werden.',
  'dashboard.deleted': 'Konto gelöscht',
  'dashboard.deletedText': 'Ihr Konto, Ihre Bewertungen und Rückmeldungen wurden gelöscht.',
} satisfies Record<keyof typeof en, string>;
