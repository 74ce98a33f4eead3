/** The legal documents' language note (features/legal/english-only-note.tsx, docs/product.md §15). */
export default {
  'legalNote.englishOnly': 'Our legal documents are available in English only.',
} as const;
