import type en from '../en/geolocation';

export default {
  'geolocation.unsupported': 'Este navegador no admite la geolocalización',
  'geolocation.denied': 'Se ha denegado el acceso a la ubicación',
  'geolocation.unavailable': 'La ubicación no está disponible',
  'geolocation.timeout': 'La solicitud de ubicación ha tardado demasiado',
  'geolocation.unknown': 'No se pudo obtener tu ubicación',
} satisfies Record<keyof typeof en, string>;
