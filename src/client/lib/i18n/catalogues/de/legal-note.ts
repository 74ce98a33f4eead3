import type en from '../en/legal-note';

export default {
  'legalNote.englishOnly': 'Unsere rechtlichen Dokumente gibt es nur auf Englisch.',
} satisfies Record<keyof typeof en, string>;
