import type en from '../en/not-found';

export default {
  'notFound.title': 'Página en construcción',
  'notFound.text': 'Esta página aún no está disponible.',
} satisfies Record<keyof typeof en, string>;
