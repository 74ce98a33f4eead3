import type en from '../en/landing';

export default {
  // Soft hyphens (\u00AD) where these long words may break: wider than a 320 px phone in the hero's
  // type, and a browser without a German hyphenation dictionary would otherwise break them anywhere.
  'landing.tagline': 'Das {directory} der Golf\u00ADgemein\u00ADschaft',
  'landing.directory': 'Toiletten\u00ADverzeichnis',
  'landing.lead':
    'Wissen Sie schon vor dem Abschlag, wo die Toiletten sind: am Clubhaus, nach der Neun und draußen auf dem Platz, mit Bewertungen und Kommentaren von Golfern, die dort waren.',
  'landing.start': 'Kostenlos starten',
  'landing.nearest': 'Nächste Toiletten',
  'landing.browse': 'Plätze ansehen',

  'landing.stats': 'Zahlen der Community',
  'landing.totalCourses': 'Golfplätze',
  'landing.totalReviews': 'Bewertungen',
  'landing.totalUsers': 'Aktive Mitglieder',
  'landing.loadingStat': '{label} werden geladen',
  'landing.coverage':
    '{n, plural, one {# Platz mit bekannter Toilettenantwort} other {# Plätze mit bekannter Toilettenantwort}}',
  'landing.statsFailed': 'Fehler beim Laden der Zahlen',
  'landing.statsFailedText': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',

  'landing.why': 'Warum Toiletten zählen',
  'landing.whyTitle': 'Vier Stunden auf dem Platz. Die Natur hat ihren eigenen Zeitplan.',
  'landing.whyText':
    'Eine Toilette, die man findet und auch benutzen möchte, entscheidet, ob Sie die zweiten Neun genießen oder die Löcher bis zum Clubhaus zählen.',
  'landing.fact1Figure': '40 %',
  'landing.fact1': 'der Erwachsenen zwischen 30 und 70 haben Probleme mit der Blasenkontrolle.',
  'landing.fact2Figure': '84 %',
  'landing.fact2': 'der Golfer sagen, dass die Toiletten ihr Bild von einem Platz prägen.',
  'landing.fact3Figure': '1 von 5',
  'landing.fact3': 'Golfern ist eine Frau, und jede von ihnen braucht mehr als eine Baumreihe.',

  'landing.gap': 'Die Informationslücke',
  'landing.gapTitle': 'Websites von Golfplätzen lassen genau das aus, was Sie mitten in der Runde brauchen.',
  'landing.gapText':
    'Eine Startzeit ist in Sekunden gebucht, aber niemand sagt Ihnen, ob es nach der Neun eine Toilette gibt, ob sie offen ist oder in welchem Zustand. Also raten Golfer, trinken an heißen Tagen weniger oder bleiben weg.',
  'landing.typical': 'Eine typische Platz-Website',
  'landing.usual1': 'Greenfees und Startzeiten',
  'landing.usual2': 'Kleiderordnung',
  'landing.usual3': 'Eine Scorekarte als PDF',
  'landing.usual4': 'Nichts über Toiletten',
  'landing.ours1': 'Toiletten am Clubhaus, im Halfway-Haus und auf dem Platz, Loch für Loch',
  'landing.ours2': 'Festes Gebäude oder mobile Kabine, und rollstuhlgerechter Zugang',
  'landing.ours3': 'Sternebewertungen und aktuelle Kommentare von Golfern',
  'landing.ours4': 'Vom Platzbetreiber bestätigt, wenn verifiziert',

  'landing.map': 'Interaktive Karte',
  'landing.mapTitle': 'Jeder Platz, jede Toilette, auf einer Karte.',
  'landing.mapText':
    'Zoomen Sie auf den Platz, auf dem Sie spielen, und sehen Sie, was es dort gibt, bevor Sie es brauchen.',
  'landing.point1':
    'Plätze in allen 50 US-Bundesstaaten, als Liste oder auf einer Karte mit gruppierten Markierungen.',
  'landing.point2': 'Im Umkreis um Sie suchen, oder einen Bundesstaat und einen Platz nach Namen wählen.',
  'landing.point3': 'Nach Mindestbewertung oder nur vom Betreiber bestätigten Toiletten filtern.',
  'landing.previewLine': '4,6 ★ · 3 Toiletten · 2 bestätigt',

  'landing.community': 'Geprüfte Bewertungen und Community',
  'landing.communityTitle': 'Von Golfern erstellt, von Plätzen bestätigt.',
  'landing.feature1': 'Ehrliche Bewertungen',
  'landing.feature1Text':
    'Bewerten Sie jede Toilette mit einem bis fünf Sternen und sagen Sie, was zählt: sauber, aufgefüllt, offen, den Weg wert.',
  'landing.feature2': 'Vom Betreiber bestätigt',
  'landing.feature2Text':
    'Platzbetreiber bestätigen ihre Toilettenangaben, und bestätigte Einrichtungen tragen ein Abzeichen.',
  'landing.feature3': 'Von Golfern aktuell gehalten',
  'landing.feature3Text':
    'Tragen Sie eine fehlende Toilette ein und markieren Sie Einträge als hilfreich oder ungültig, damit der nächste Flight Bescheid weiß.',

  'landing.closingTitle': 'Kartieren Sie mit uns jede Toilette auf jedem Platz',
  'landing.closingText':
    'Kostenlos während des Alpha-Zugangs. Tragen Sie die Plätze ein, die Sie spielen, bewerten Sie, was Sie vorfinden, und helfen Sie dem nächsten Flight.',
} satisfies Record<keyof typeof en, string>;
