/**
 * The maps' English messages (features/courses/map: the course list's map view and its popups, the
 * course page's area map and the Add Restroom pin map), in the map chunk (docs/decisions.md §9).
 * `control.*` name MapLibre's own buttons. Texts quoted by docs/product.md stay verbatim.
 */

export default {
  'coursesMap.label': 'Course map',
  'coursesMap.loading': 'Loading courses...',
  'coursesMap.noBackground': 'Background map unavailable. The course pins are still shown.',
  'coursesMap.cluster': '{n} courses. Zoom in',
  'coursesMap.spot': '{n} courses here: {names}',
  'coursesMap.course': 'Course',
  'coursesMap.you': 'Your Location',
  'coursesMap.rating': 'Rating: {r, select, none {N/A} other {{r}}}',
  'coursesMap.reviewCount': '{n, plural, one {# review} other {# reviews}}',
  'coursesMap.restroomCount': '{n, plural, one {# restroom} other {# restrooms}}',
  'coursesMap.details': 'View Details',
  'coursesMap.area': 'Course area map',
  'coursesMap.areaFailed': 'The map cannot be shown on this device.',
  'coursesMap.badge': '{kind, select, clubhouse {C} halfway {H} other {•}}',
  'coursesMap.restroomPin':
    '{name}, {kind, select, clubhouse {clubhouse restroom} halfway {halfway house restroom} hole {restroom on hole {hole}} other {on-course restroom}}{usable, select, no {, not usable now} other {}}',
  'coursesMap.pinHint': 'Tap where the restroom is, then drag the pin to adjust.',
  'coursesMap.pinMap': 'Map for placing the restroom',
  'coursesMap.pin': "The restroom's pin",
  'coursesMap.pinFailed': 'The map cannot be shown on this device. Use “I’m standing at it” instead.',
  'coursesMap.pinNoBackground': 'Background map unavailable. You can still place the pin.',
  'coursesMap.pinCentre': 'Pin the centre of the map',
  'coursesMap.control.zoomIn': 'Zoom in',
  'coursesMap.control.zoomOut': 'Zoom out',
  'coursesMap.control.attribution': 'Toggle attribution',
} as const;
