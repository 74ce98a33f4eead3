import type en from '../en/offline-maps';

export default {
  'offlineMaps.title': 'Offline-Karten',
  'offlineMaps.description': 'Für die Runde gespeicherte Plätze und die Karten auf diesem Gerät.',
  'offlineMaps.storageUsed': 'Belegter Speicher',
  'offlineMaps.usedOf': '{used} von {quota}',
  'offlineMaps.mapTiles': 'Kartenkacheln',
  'offlineMaps.pinned': '({size} gespeicherte Plätze)',
  'offlineMaps.limit': 'Speichergrenze für Karten',
  'offlineMaps.limitHint':
    'Angesehene Karten werden bis zu dieser Größe behalten; die am längsten nicht genutzten werden zuerst entfernt. Gespeicherte Plätze bleiben immer erhalten und zählen mit.',
  'offlineMaps.savedCourses': 'Gespeicherte Plätze',
  'offlineMaps.noneSaved':
    'Noch keine Plätze gespeichert. Öffnen Sie einen Platz und wählen Sie „Offline speichern“.',
  'offlineMaps.remove': '{name} entfernen',
  'offlineMaps.removed': 'Offline-Kopie entfernt',
  'offlineMaps.removedText': '{name} belegt keinen Speicher mehr auf diesem Gerät.',
  'offlineMaps.error': 'Fehler',
  'offlineMaps.notRemoved': '{name} konnte nicht entfernt werden.',
  'offlineMaps.packSetting': 'Platz speichern, auf dem Sie sind',
  'offlineMaps.pack.wifi': 'Im WLAN, sonst fragen',
  'offlineMaps.pack.always': 'Bei jeder Verbindung',
  'offlineMaps.pack.off': 'Nur wenn ich auf Speichern tippe',
  'offlineMaps.packHint':
    'Wenn Sie angeben, an welchem Loch Sie sind, oder Ihr Standort Sie auf einem Platz zeigt, werden seine Toiletten, Bewertungen und Karte automatisch auf diesem Gerät gespeichert und funktionieren ohne Empfang.',
  'offlineMaps.packSaving': 'Platz wird offline gespeichert …',
  'offlineMaps.atCourse': 'Sie sind auf diesem Platz',
  'offlineMaps.atCourseText':
    'Speichern Sie ihn auf diesem Gerät, damit Toiletten, Bewertungen und Karte ohne Empfang funktionieren.',
  'offlineMaps.saveCourse': 'Platz speichern',
  'offlineMaps.notNow': 'Nicht jetzt',
  'offlineMaps.retry': 'Erneut versuchen',
  'offlineMaps.readyOffline': 'Offline bereit',
  'offlineMaps.readyText': '{name} ist auf diesem Gerät gespeichert ({size}).',
  'offlineMaps.save': 'Offline speichern',
  'offlineMaps.update': 'Offline-Kopie aktualisieren',
  'offlineMaps.savedSize': 'Offline gespeichert · {size}',
  'offlineMaps.saved': 'Offline gespeichert',
  'offlineMaps.savedText': '{name} ist ohne Empfang nutzbar ({size}).',
  'offlineMaps.cancelled': 'Speichern abgebrochen',
  'offlineMaps.cancelledText': 'Es wird nichts mehr heruntergeladen.',
  'offlineMaps.planning': 'Größe wird berechnet …',
  'offlineMaps.keepOpen': 'Lassen Sie diese Seite geöffnet, bis alles gespeichert ist.',
  'offlineMaps.cancel': 'Abbrechen',
  'offlineMaps.tryAgain': 'Erneut versuchen',
  'offlineMaps.withoutMap': 'Ohne Karte speichern',
  'offlineMaps.close': 'Schließen',
  'offlineMaps.saveButton': 'Speichern',
  'offlineMaps.about': 'Etwa {size} zum Herunterladen',
  'offlineMaps.contents':
    '{tiles, number} Kartenkacheln (der Platz in Zoomstufe 13–17, die Umgebung in 8–12, geschätzt je {size}), der Kartenstil sowie die Toiletten und Bewertungen des Platzes.',
  'offlineMaps.overCap':
    'Zusammen mit Ihren anderen gespeicherten Plätzen ist das mehr als Ihre Offline-Kartengrenze ({limit}).',
  'offlineMaps.changeLimit': 'Grenze ändern oder einen Platz entfernen',
  'offlineMaps.progress': 'Wird offline gespeichert',
  'offlineMaps.progressValue': '{percent, number, percent} ({done, number} von {total, number})',
  'offlineMaps.progressText': '{percent, number, percent} · {done, number} von {total, number}',
  'offlineMaps.offline':
    'Sie sind offline. Verbinden Sie sich mit dem Internet, um diesen Platz zu speichern.',
  'offlineMaps.mapUnreachable':
    'Der Kartenserver ist nicht erreichbar, daher kann die Karte jetzt nicht gespeichert werden. Sie können Toiletten und Bewertungen ohne Karte speichern und die Karte später erneut versuchen.',
  'offlineMaps.notSaved': 'Nicht gespeichert',
  'offlineMaps.notSavedText':
    '{name} konnte nicht gespeichert werden: Die Toiletten ließen sich nicht laden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'offlineMaps.withoutMapTitle': 'Ohne Karte gespeichert',
  'offlineMaps.withoutMapText':
    'Toiletten und Bewertungen von {name} sind auf diesem Gerät, die Karte aber nicht: {why, select, unreachable {Der Kartenserver war nicht erreichbar} other {{missed, number} von {total, number} Kartenteilen konnten nicht heruntergeladen werden}}. Versuchen Sie es erneut, wenn die Karte erreichbar ist.',
} satisfies Record<keyof typeof en, string>;
