/**
 * The course list's filters (features/courses: the filter panel, the phone's filter sheet), English:
 * in the filters' own lazy chunk, not the list's first JavaScript (docs/decisions.md §9). Texts quoted
 * by docs/product.md stay verbatim.
 */

export default {
  'coursesFilters.title': 'Filters',
  'coursesFilters.show': 'Show {n, plural, one {# course} other {# courses}}',
  'coursesFilters.showAll': 'Show courses',
  'coursesFilters.country': 'Country',
  'coursesFilters.state': 'State',
  'coursesFilters.region': 'Region',
  'coursesFilters.allRegions': 'All regions',
  'coursesFilters.location': 'Location',
  'coursesFilters.useLocation': 'Use My Location',
  'coursesFilters.locating': 'Getting Location...',
  'coursesFilters.removeLocation': 'Location Active - Click to Remove',
  'coursesFilters.locationRequired': 'Location Required',
  'coursesFilters.yourLocation': 'Your location: {latitude}, {longitude}',
  'coursesFilters.radius': 'Search Radius',
  'coursesFilters.radiusValue':
    '{unit, select, km {{r, number} km} other {{r, plural, one {# mile} other {# miles}}}}',
  'coursesFilters.minRating': 'Minimum Rating',
  'coursesFilters.minRatingValue': '{n, plural, =0 {Any} one {# star} other {# stars}}',
  'coursesFilters.verifiedOnly': 'Verified restrooms only',
  'coursesFilters.verifiedHint': 'Courses with owner-confirmed restrooms',
} as const;
