import type en from '../en/geolocation';

export default {
  'geolocation.unsupported': 'Dieser Browser kann keinen Standort bestimmen',
  'geolocation.denied': 'Standortzugriff wurde verweigert',
  'geolocation.unavailable': 'Standort ist nicht verfügbar',
  'geolocation.timeout': 'Standortabfrage hat zu lange gedauert',
  'geolocation.unknown': 'Standort konnte nicht ermittelt werden',
} satisfies Record<keyof typeof en, string>;
