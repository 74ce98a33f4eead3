import type en from '../en/courses-filters';

export default {
  'coursesFilters.title': 'Filter',
  'coursesFilters.show': '{n, plural, one {# Platz anzeigen} other {# Plätze anzeigen}}',
  'coursesFilters.showAll': 'Plätze anzeigen',
  'coursesFilters.country': 'Land',
  'coursesFilters.state': 'Bundesstaat',
  'coursesFilters.region': 'Region',
  'coursesFilters.allRegions': 'Alle Regionen',
  'coursesFilters.location': 'Standort',
  'coursesFilters.useLocation': 'Meinen Standort verwenden',
  'coursesFilters.locating': 'Standort wird ermittelt …',
  'coursesFilters.removeLocation': 'Standort aktiv – zum Entfernen tippen',
  'coursesFilters.locationRequired': 'Standort erforderlich',
  'coursesFilters.yourLocation': 'Ihr Standort: {latitude}, {longitude}',
  'coursesFilters.radius': 'Suchradius',
  'coursesFilters.radiusValue':
    '{unit, select, km {{r, number} km} other {{r, plural, one {# Meile} other {# Meilen}}}}',
  'coursesFilters.minRating': 'Mindestbewertung',
  'coursesFilters.minRatingValue': '{n, plural, =0 {Alle} one {# Stern} other {# Sterne}}',
  'coursesFilters.verifiedOnly': 'Nur bestätigte Toiletten',
  'coursesFilters.verifiedHint': 'Plätze mit vom Betreiber bestätigten Toiletten',
} satisfies Record<keyof typeof en, string>;
