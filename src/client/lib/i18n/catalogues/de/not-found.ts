import type en from '../en/not-found';

export default {
  'notFound.title': 'Seite im Aufbau',
  'notFound.text': 'Diese Seite gibt es noch nicht.',
} satisfies Record<keyof typeof en, string>;
