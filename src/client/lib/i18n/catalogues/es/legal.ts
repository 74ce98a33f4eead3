import type en from '../en/legal';

export default {
  'legal.document': 'Documento legal',
  'legal.text': 'Texto: {label}',
  'legal.meta': 'Versión {version} · Vigente desde el {date, date, long}',
  'legal.metaAsGiven': 'Versión {version} · Vigente desde {date}',
  'legal.thisDocument': 'este documento',
  'legal.notAvailable': 'Documento no disponible',
  'legal.error': 'Error',
  'legal.loadFailed': 'No se pudo cargar el documento',
} satisfies Record<keyof typeof en, string>;
