import type en from '../en/courses-map';

export default {
  'coursesMap.label': 'Mapa de campos',
  'coursesMap.loading': 'Cargando campos...',
  'coursesMap.noBackground': 'El mapa de fondo no está disponible. Los campos se siguen mostrando.',
  'coursesMap.cluster': '{n} campos. Acercar',
  'coursesMap.spot': '{n} campos aquí: {names}',
  'coursesMap.course': 'Campo',
  'coursesMap.you': 'Tu ubicación',
  'coursesMap.rating': 'Valoración: {r, select, none {s. d.} other {{r}}}',
  'coursesMap.reviewCount': '{n, plural, one {# reseña} other {# reseñas}}',
  'coursesMap.restroomCount': '{n, plural, one {# baño} other {# baños}}',
  'coursesMap.details': 'Ver detalles',
  'coursesMap.area': 'Mapa de la zona del campo',
  'coursesMap.areaFailed': 'El mapa no se puede mostrar en este dispositivo.',
  'coursesMap.badge': '{kind, select, clubhouse {C} halfway {H} other {•}}',
  'coursesMap.restroomPin':
    '{name}, {kind, select, clubhouse {baño de la casa club} halfway {baño del halfway} hole {baño en el hoyo {hole}} other {baño en el campo}}{usable, select, no {, no disponible ahora} other {}}',
  'coursesMap.pinHint': 'Toca donde está el baño y luego arrastra el marcador para ajustarlo.',
  'coursesMap.pinMap': 'Mapa para colocar el baño',
  'coursesMap.pin': 'Marcador del baño',
  'coursesMap.pinFailed': 'El mapa no se puede mostrar en este dispositivo. Usa «Estoy junto a él».',
  'coursesMap.pinNoBackground': 'El mapa de fondo no está disponible. Puedes colocar el marcador igualmente.',
  'coursesMap.pinCentre': 'Marcar el centro del mapa',
  'coursesMap.control.zoomIn': 'Acercar',
  'coursesMap.control.zoomOut': 'Alejar',
  'coursesMap.control.attribution': 'Mostrar u ocultar la atribución',
} satisfies Record<keyof typeof en, string>;
