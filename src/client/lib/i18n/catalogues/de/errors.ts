import type en from '../en/errors';

export default {
  'errors.invalid_input':
    '{count, plural, =0 {Eine Angabe ist ungültig.} one {Ein Feld ist ungültig: Bitte prüfen Sie es.} other {# Felder sind ungültig: Bitte prüfen Sie sie.}}',
  'errors.invalid_json': 'Die Anfrage ist kein gültiges JSON.',
  'errors.json_required': 'Die Anfrage muss als JSON gesendet werden.',
  'errors.body_too_large': 'Die Anfrage ist zu groß.',
  'errors.route_not_found': 'Nicht gefunden.',
  'errors.internal_error': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es noch einmal.',
  'errors.database_unavailable': 'Die Datenbank ist nicht erreichbar.',
  'errors.read_rate_limited':
    'Zu viele Anfragen aus Ihrem Netzwerk. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  'errors.auth_required': 'Bitte melden Sie sich an.',
  'errors.invalid_token': 'Ihre Anmeldung ist ungültig oder abgelaufen.',
  'errors.forbidden': 'Dazu haben Sie keine Berechtigung.',
  'errors.session_expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'errors.account_gone': 'Ihr Konto existiert nicht mehr. Bitte melden Sie sich erneut an.',
  'errors.invalid_credentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'errors.sign_in_rate_limited':
    'Zu viele Anmeldeversuche. Bitte warten Sie ein paar Minuten und versuchen Sie es dann erneut.',
  'errors.email_taken': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  'errors.demo_address': 'Diese Adresse gehört zur Demo. Bitte verwenden Sie Ihre eigene E-Mail-Adresse.',
  'errors.common_password':
    'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wählen Sie ein anderes.',
  'errors.guessable_password':
    'Dieses Passwort besteht aus Wörtern von Fairway Relief oder ist das Demo-Passwort, also den ersten Versuchen eines Angreifers. Bitte wählen Sie ein anderes.',
  'errors.registration_rate_limited':
    'Aus Ihrem Netzwerk wurden zu viele Konten angelegt. Bitte versuchen Sie es später noch einmal.',
  'errors.sign_ins_rate_limited':
    'Zu viele Anmeldungen aus Ihrem Netzwerk. Bitte warten Sie ein paar Minuten und versuchen Sie es dann erneut.',
  'errors.refreshes_rate_limited':
    'Zu viele Sitzungsverlängerungen aus Ihrem Netzwerk. Bitte warten Sie ein paar Minuten und versuchen Sie es dann erneut.',
  'errors.sessions_rate_limited':
    'Zu viele Anmeldungen bei diesem Konto. Bitte warten Sie ein paar Minuten und versuchen Sie es dann erneut.',
  'errors.mail_rate_limited':
    'Wir haben schon mehrere E-Mails geschickt. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
  'errors.exports_rate_limited':
    'Zu viele Downloads des Exports aus Ihrem Netzwerk. Bitte versuchen Sie es später noch einmal.',
  'errors.verify_link_invalid':
    'Dieser Bestätigungslink ist abgelaufen oder wurde schon verwendet. Melden Sie sich an und fordern Sie in Ihrer Übersicht einen neuen an.',
  'errors.reset_link_invalid':
    'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde schon verwendet. Bitte fordern Sie einen neuen an.',
  'errors.wrong_password': 'Das Passwort ist nicht richtig.',
  'errors.password_required': 'Bitte geben Sie Ihr Passwort ein, um Ihr Konto zu löschen.',
  'errors.sign_in_again':
    'Zu Ihrer Sicherheit: Bitte melden Sie sich erneut an und löschen Sie Ihr Konto innerhalb von 10 Minuten.',
  'errors.account_not_found': 'Es gibt kein Konto mit dieser E-Mail-Adresse.',
  'errors.user_not_found': 'Benutzer nicht gefunden.',
  'errors.not_course_owner_account':
    'Dies ist ein normales Golferkonto. Nur Platzbetreiber-Konten können einem Platz zugeordnet werden: Bitten Sie die Person, sich mit der Kontoart Platzbetreiber zu registrieren.',
  'errors.email_not_verified':
    'Die E-Mail-Adresse ist noch nicht bestätigt: Öffnen Sie den Link aus unserer E-Mail (einen neuen können Sie in der Übersicht anfordern).',
  'errors.google_not_configured': 'Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet.',
  'errors.google_unavailable':
    'Die Anmeldung mit Google ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal.',
  'errors.google_state_mismatch':
    'Ihre Anmeldung mit Google ist abgelaufen oder wurde in einem anderen Tab begonnen. Bitte versuchen Sie es noch einmal.',
  'errors.google_cancelled': 'Die Anmeldung mit Google wurde abgebrochen.',
  'errors.google_failed': 'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.',
  'errors.google_email_unverified':
    'Ihr Google-Konto hat keine bestätigte E-Mail-Adresse. Bestätigen Sie sie bei Google oder registrieren Sie sich mit E-Mail und Passwort.',
  'errors.google_account_conflict':
    'Diese E-Mail-Adresse ist bereits mit einem anderen Google-Konto verknüpft.',
  'errors.course_not_found': 'Golfplatz nicht gefunden.',
  'errors.restroom_not_found': 'Toilette nicht gefunden.',
  'errors.review_not_found': 'Bewertung nicht gefunden.',
  'errors.report_not_found': 'Meldung nicht gefunden.',
  'errors.submission_not_found': 'Einreichung nicht gefunden.',
  'errors.document_not_found': 'Dokument nicht verfügbar.',
  'errors.duplicate_restroom_pending':
    'Eine Toilette mit diesem Namen wartet für diesen Platz bereits auf Prüfung.',
  'errors.duplicate_restroom_listed':
    'Eine Toilette mit diesem Namen ist für diesen Platz bereits eingetragen.',
  'errors.duplicate_review':
    'Sie haben diese Toilette bereits bewertet. Bearbeiten Sie stattdessen Ihre Bewertung.',
  'errors.already_reported': 'Sie haben dieses Problem bei dieser Toilette bereits gemeldet.',
  'errors.not_your_restroom': 'Sie können nur Toiletten löschen, die Sie selbst eingetragen haben.',
  'errors.not_your_review': 'Sie können nur Ihre eigene Bewertung bearbeiten oder löschen.',
  'errors.not_your_course': 'Das ist nur bei Ihren eigenen Plätzen möglich.',
  'errors.already_reviewed': 'Diese Einreichung wurde bereits geprüft.',
  'errors.sign_retired':
    'Dieses Schild wird nicht mehr verwendet: Sein Code wurde ersetzt. Sie können das Problem weiterhin auf der Seite des Platzes melden.',
  'errors.sign_report_rate_limited':
    'Aus Ihrem Netzwerk kam in der letzten Stunde bereits eine Meldung zu dieser Toilette. Bitte versuchen Sie es später noch einmal oder melden Sie es auf der Seite des Platzes.',
  'errors.report_settled': 'Diese Meldung wurde bereits erledigt oder ist abgelaufen.',
  'errors.only_gone_removes': 'Nur eine Meldung „existiert nicht mehr“ kann die Toilette entfernen.',
  'errors.own_gone_report':
    'Ein anderer Golfer muss diese Toilette als nicht mehr vorhanden melden, bevor Sie sie entfernen können.',
  'errors.restroom_not_removed': 'Diese Toilette wurde nicht entfernt.',
  'errors.question_not_asked': 'Wählen Sie eine Frage, die dieser Platz stellt.',
  'errors.hole_required': 'Geben Sie an, an welchem Loch sie ist, oder dass Sie es nicht wissen.',
  'errors.write_rate_limited':
    'Sie senden gerade sehr viel in kurzer Zeit. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
  'errors.claim_not_found': 'Antrag nicht gefunden.',
  'errors.course_owner_account_required':
    'Nur Platzbetreiber-Konten können einen Platz beanspruchen: Registrieren Sie sich mit der Kontoart Platzbetreiber.',
  'errors.already_course_owner': 'Sie sind bereits Betreiber dieses Platzes.',
  'errors.claim_pending': 'Ihr Antrag für diesen Platz wartet bereits auf Prüfung.',
  'errors.claim_decided': 'Über diesen Antrag wurde bereits entschieden.',
  'errors.unsubscribe_link_invalid':
    'Dieser Abmeldelink ist ungültig. Ihre E-Mails können Sie in der Übersicht für Platzbetreiber ändern.',
  'errors.push_service_not_allowed':
    'Push-Benachrichtigungen über diese Adresse sind nicht möglich: Dieser Server sendet sie nur an die Push-Dienste der Browser.',
  'errors.idempotency_key_malformed': 'Der Idempotency-Key muss eine UUID sein.',
  'errors.idempotency_key_busy': 'Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet.',
  'errors.idempotency_key_reused': 'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.',
  'errors.idempotency_url_too_long': 'Die Adresse einer Anfrage mit Idempotency-Key ist zu lang.',
  'errors.idempotency_rate_limited':
    'Zu viele Änderungen in der letzten Stunde. Bitte warten Sie und versuchen Sie es dann erneut.',
  'errors.network':
    'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'errors.timeout':
    'Der Server hat nicht innerhalb von {seconds, number} Sekunden geantwortet. Bitte versuchen Sie es erneut.',
  'errors.status': 'Die Anfrage ist fehlgeschlagen (Statuscode {status}).',
} satisfies Record<keyof typeof en, string>;
