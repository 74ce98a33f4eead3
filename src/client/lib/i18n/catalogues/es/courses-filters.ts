import type en from '../en/courses-filters';

export default {
  'coursesFilters.title': 'Filtros',
  'coursesFilters.show': 'Ver {n, plural, one {# campo} other {# campos}}',
  'coursesFilters.showAll': 'Ver campos',
  'coursesFilters.country': 'País',
  'coursesFilters.state': 'Estado',
  'coursesFilters.region': 'Región',
  'coursesFilters.allRegions': 'Todas las regiones',
  'coursesFilters.location': 'Ubicación',
  'coursesFilters.useLocation': 'Usar mi ubicación',
  'coursesFilters.locating': 'Obteniendo ubicación...',
  'coursesFilters.removeLocation': 'Ubicación activa: toca para quitarla',
  'coursesFilters.locationRequired': 'Se necesita la ubicación',
  'coursesFilters.yourLocation': 'Tu ubicación: {latitude}, {longitude}',
  'coursesFilters.radius': 'Radio de búsqueda',
  'coursesFilters.radiusValue':
    '{unit, select, km {{r, number} km} other {{r, plural, one {# milla} other {# millas}}}}',
  'coursesFilters.minRating': 'Valoración mínima',
  'coursesFilters.minRatingValue': '{n, plural, =0 {Cualquiera} one {# estrella} other {# estrellas}}',
  'coursesFilters.verifiedOnly': 'Solo baños verificados',
  'coursesFilters.verifiedHint': 'Campos con baños confirmados por el propietario',
} satisfies Record<keyof typeof en, string>;
