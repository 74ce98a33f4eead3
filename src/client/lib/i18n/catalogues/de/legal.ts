import type en from '../en/legal';

export default {
  'legal.document': 'Rechtliches Dokument',
  'legal.text': 'Text: {label}',
  'legal.meta': 'Version {version} · Gültig ab {date, date, long}',
  'legal.metaAsGiven': 'Version {version} · Gültig ab {date}',
  'legal.thisDocument': 'dieses Dokument',
  'legal.notAvailable': 'Dokument nicht verfügbar',
  'legal.error': 'Fehler',
  'legal.loadFailed': 'Das Dokument konnte nicht geladen werden',
} satisfies Record<keyof typeof en, string>;
