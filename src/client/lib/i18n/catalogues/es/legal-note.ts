import type en from '../en/legal-note';

export default {
  'legalNote.englishOnly': 'Nuestros documentos legales solo están disponibles en inglés.',
} satisfies Record<keyof typeof en, string>;
