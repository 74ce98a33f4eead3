import type en from '../en/auth';

export default {
  'auth.success': 'Erledigt',
  'auth.error': 'Fehler',
  'auth.password': 'Passwort',
  'auth.backHome': 'Zur Startseite',

  'auth.welcomeBack': 'Willkommen zurück',
  'auth.signInSubtitle': 'Melden Sie sich bei Ihrem Konto an',
  'auth.forgotPassword': 'Passwort vergessen?',
  'auth.noAccount': 'Noch kein Konto? Registrieren',
  'auth.loggedIn': 'Erfolgreich angemeldet',
  'auth.loginFailed': 'Anmeldung fehlgeschlagen',
  'auth.googleLoginFailed': 'Die Anmeldung mit Google konnte nicht starten. Bitte versuchen Sie es erneut.',
  'auth.continueWithGoogle': 'Weiter mit Google',
  'auth.orEmail': 'Oder mit E-Mail fortfahren',

  'auth.createTitle': 'Konto erstellen',
  'auth.createSubtitle': 'Machen Sie mit beim Toilettenverzeichnis der Golfgemeinschaft',
  'auth.googleRegisterFailed':
    'Die Registrierung mit Google konnte nicht starten. Bitte versuchen Sie es erneut.',
  'auth.firstName': 'Vorname',
  'auth.lastName': 'Nachname',
  'auth.accountType': 'Kontoart',
  'auth.role.regular': 'Golfer',
  'auth.role.regular.hint': 'Toiletten finden, bewerten und rezensieren',
  'auth.role.course_owner': 'Platzbetreiber',
  'auth.role.course_owner.hint': 'Toilettenangaben für Ihren Platz bestätigen',
  'auth.agree': 'Ich stimme den {terms} und der {privacy} zu',
  'auth.createAccount': 'Konto erstellen',
  'auth.termsHint': 'Setzen Sie zuerst oben das Häkchen, um den Bedingungen zuzustimmen.',
  'auth.termsRequired':
    'Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu, um fortzufahren',
  'auth.haveAccount': 'Schon ein Konto? Anmelden',
  'auth.accountCreated': 'Konto erfolgreich erstellt',
  'auth.registrationFailed': 'Registrierung fehlgeschlagen',

  'auth.forgotTitle': 'Passwort vergessen?',
  'auth.forgotSubtitle': 'Wir senden Ihnen per E-Mail einen Link, um ein neues zu wählen.',
  'auth.sendResetLink': 'Link senden',
  'auth.linkNotSent': 'Der Link konnte nicht gesendet werden',
  'auth.backToSignIn': 'Zurück zur Anmeldung',
  'auth.resetTitle': 'Neues Passwort wählen',
  'auth.resetSubtitle': 'Mindestens 6 Zeichen und nicht leicht zu erraten.',
  'auth.checkingLink': 'Link wird geprüft …',
  'auth.linkIncomplete': 'Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail erneut.',
  'auth.askNewLink': 'Neuen Link anfordern',
  'auth.newPassword': 'Neues Passwort',
  'auth.setNewPassword': 'Passwort speichern',
  'auth.linkWorksUntil': 'Dieser Link gilt bis {until, time, short} Uhr.',
  'auth.needNewLink': 'Neuen Link nötig?',
  'auth.passwordChanged': 'Passwort geändert',
  'auth.passwordNotChanged': 'Das Passwort konnte nicht geändert werden',

  'auth.verifyTitle': 'E-Mail bestätigen',
  'auth.verifySubtitle': 'Mit Ihrer bestätigten Adresse bleibt Ihr Konto sicher in Ihrer Hand.',
  'auth.verifying': 'Ihre E-Mail-Adresse wird bestätigt …',
  'auth.notVerified': 'Die E-Mail-Adresse konnte nicht bestätigt werden',
  'auth.emailSent': 'E-Mail gesendet',
  'auth.sendNewLink': 'Neuen Link senden',
  'auth.goToDashboard': 'Zu Ihrer Übersicht',
  'auth.signInLink': 'Anmelden',

  'auth.authFailed': 'Anmeldung fehlgeschlagen',
  'auth.socialFailed':
    'Die Anmeldung über das soziale Konto ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'auth.noToken': 'Keine Anmeldedaten erhalten. Bitte versuchen Sie es erneut.',
  'auth.socialSignedIn': 'Erfolgreich mit Ihrem sozialen Konto angemeldet!',
  'auth.completing': 'Anmeldung wird abgeschlossen …',
  'auth.pleaseWait': 'Bitte warten Sie, während wir Sie anmelden.',

  'auth.accessDenied': 'Zugriff verweigert',
  'auth.noPermission': 'Sie haben keine Berechtigung für diese Seite.',
  'auth.restricted':
    'Sie haben keine Berechtigung für diese Seite. Dieser Bereich ist Platzbetreibern und Administratoren vorbehalten.',
  'auth.goBack': 'Zurück',

  'auth.unsentTitle': 'Nicht gesendete Änderungen',
  'auth.unsentText':
    '{n, plural, one {# Änderung auf diesem Gerät hat Fairway Relief noch nicht erreicht. Behalten Sie sie, um sie bei Ihrer nächsten Anmeldung hier zu senden, oder verwerfen Sie sie.} other {# Änderungen auf diesem Gerät haben Fairway Relief noch nicht erreicht. Behalten Sie sie, um sie bei Ihrer nächsten Anmeldung hier zu senden, oder verwerfen Sie sie.}}',
  'auth.keepAndLogOut': 'Behalten und abmelden',
  'auth.discardAndLogOut': 'Verwerfen und abmelden',
  'auth.staySignedIn': 'Angemeldet bleiben',

  'auth.server.verified': 'Vielen Dank: Ihre E-Mail-Adresse ist bestätigt.',
  'auth.server.alreadyVerified': 'Ihre E-Mail-Adresse ist bereits bestätigt.',
  'auth.server.verificationSent':
    'Wir haben Ihnen einen neuen Link gesendet. Bitte sehen Sie in Ihre E-Mails.',
  'auth.server.resetRequested':
    'Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir ihr einen Link zum Zurücksetzen des Passworts gesendet. Der Link gilt eine Stunde.',
  'auth.server.passwordReset':
    'Ihr Passwort wurde geändert und alle Geräte wurden abgemeldet. Melden Sie sich mit dem neuen Passwort an.',

  'auth.field.emailRequired': 'E-Mail-Adresse fehlt',
  'auth.field.emailTooLong': 'Die E-Mail-Adresse ist zu lang',
  'auth.field.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'auth.field.passwordRequired': 'Passwort fehlt',
  'auth.field.passwordTooShort': 'Das Passwort muss mindestens 6 Zeichen haben',
  'auth.field.passwordSpaces': 'Das Passwort darf nicht nur aus Leerzeichen bestehen',
  'auth.field.passwordTooLong': 'Das Passwort darf höchstens 1024 Zeichen haben',
  'auth.field.staffPassword':
    'Für Konten von Platzbetreibern und Administratoren muss das Passwort mindestens 12 Zeichen haben',
  'auth.field.firstNameRequired': 'Vorname fehlt',
  'auth.field.firstNameLine': 'Der Vorname muss in eine Zeile passen',
  'auth.field.firstNameAddress': 'Der Vorname darf keine Webadresse enthalten',
  'auth.field.nameTooLong': 'Höchstens 60 Zeichen',
  'auth.field.unsafeText': 'Enthält unzulässige Zeichen',
  'auth.field.lastNameRequired': 'Nachname fehlt',
  'auth.field.lastNameLine': 'Der Nachname muss in eine Zeile passen',
  'auth.field.lastNameAddress': 'Der Nachname darf keine Webadresse enthalten',
  'auth.field.role': 'Die Kontoart muss Golfer oder Platzbetreiber sein',
} satisfies Record<keyof typeof en, string>;
