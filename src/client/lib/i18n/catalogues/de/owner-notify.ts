import type en from '../en/owner-notify';

export default {
  'ownerNotify.error': 'Fehler',
  'ownerNotify.tryAgain': 'Erneut versuchen',
  'ownerNotify.loadError': 'Ihre Benachrichtigungseinstellungen konnten nicht geladen werden.',
  'ownerNotify.saveError': 'Die Einstellung konnte nicht gespeichert werden.',
  'ownerNotify.refused': 'Der Server hat diese Einstellungen nicht gespeichert.',
  'ownerNotify.changes': 'Noch nicht gespeicherte Änderungen',
  'ownerNotify.changesOf': 'Noch nicht gespeicherte Änderungen an {course}',
  'ownerNotify.yourChange': 'Ihre Änderung',
  'ownerNotify.savedOnPhone':
    'Auf diesem Gerät gespeichert. Sie wird gesendet, sobald Sie wieder online sind.',
  'ownerNotify.noCourse':
    'Ihnen gehört noch kein Platz. Sobald das so ist, wählen Sie hier, worüber Sie benachrichtigt werden.',
  'ownerNotify.perCourse': 'Benachrichtigungen je Platz',

  'ownerNotify.alerts': 'Bei blockierenden Problemen sofort per E-Mail',
  'ownerNotify.alerts.description':
    'Eine Toilette wurde als verschlossen, defekt, saisonal geschlossen oder abgebaut gemeldet.',
  'ownerNotify.digest': 'Tägliche Zusammenfassung per E-Mail',
  'ownerNotify.digest.description':
    'Meldungen zu Verbrauchsmaterial, neue Toiletten und Bewertungen des Tages, am nächsten Morgen.',
  'ownerNotify.push': 'Blockierende Probleme als Push auf meine Geräte',
  'ownerNotify.push.description': 'Sofort, auf jedem Gerät, auf dem Sie Benachrichtigungen erlaubt haben.',

  'ownerNotify.device': 'Dieses Gerät',
  'ownerNotify.device.checking': 'Dieses Gerät wird geprüft …',
  'ownerNotify.device.noKey':
    'Dieser Server sendet keine Push-Benachrichtigungen. E-Mails kommen weiterhin an.',
  'ownerNotify.device.unsupported':
    'Dieser Browser kann keine Push-Benachrichtigungen anzeigen. E-Mails kommen weiterhin an.',
  'ownerNotify.device.homeScreen':
    'Auf iPhone und iPad funktionieren Benachrichtigungen in der App auf Ihrem Home-Bildschirm: Tippen Sie auf „Teilen“, dann auf „Zum Home-Bildschirm“, und öffnen Sie Fairway Relief von dort.',
  'ownerNotify.device.denied':
    'Benachrichtigungen sind für diese Website auf diesem Gerät blockiert. Um sie wieder zu erlauben, öffnen Sie die Website-Einstellungen (das Symbol neben der Adresse oder Einstellungen → Mitteilungen auf Ihrem Telefon), erlauben Sie Benachrichtigungen und laden Sie die Seite neu.',
  'ownerNotify.device.off':
    'Ihr Browser fragt Sie zuerst. Push-Nachrichten kommen für die Plätze, bei denen „Push“ an ist.',
  'ownerNotify.device.on':
    'Dieses Gerät zeigt Push-Benachrichtigungen für die Plätze, bei denen „Push“ an ist.',
  'ownerNotify.device.allow': 'Benachrichtigungen auf diesem Gerät erlauben',
  'ownerNotify.device.asking': 'Wird angefragt …',
  'ownerNotify.device.stop': 'Auf diesem Gerät beenden',
  'ownerNotify.device.stopping': 'Wird beendet …',
  'ownerNotify.device.allowFailed':
    'Benachrichtigungen konnten nicht eingeschaltet werden. Bitte versuchen Sie es erneut.',
  'ownerNotify.device.noAnswer': 'keine Antwort',
  'ownerNotify.device.stoppedNotTold':
    'Dieses Gerät ist abgemeldet, aber der Server konnte nicht informiert werden ({why}). Er vergisst das Gerät beim nächsten Push.',
  'ownerNotify.pushError':
    '{reason, select, dismissed {Benachrichtigungen wurden nicht erlaubt. Tippen Sie erneut auf „Benachrichtigungen auf diesem Gerät erlauben“, um sie zu erlauben.} denied {Benachrichtigungen sind für diese Website auf diesem Gerät blockiert.} notReady {Die App wird auf diesem Gerät noch vorbereitet. Versuchen Sie es gleich noch einmal.} other {Dieses Gerät konnte sich nicht für Benachrichtigungen anmelden: {detail}}}',
} satisfies Record<keyof typeof en, string>;
