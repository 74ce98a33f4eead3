import type { LegalDocumentType } from '../../../shared/schemas/legal';

/** Menu labels of docs/product.md §2, in the spec's order. */
export const LEGAL_DOCUMENTS: readonly { type: LegalDocumentType; label: string }[] = [
  { type: 'terms_of_service', label: 'Terms of Service' },
  { type: 'privacy_policy', label: 'Privacy Policy' },
  { type: 'community_guidelines', label: 'Community Guidelines' },
  { type: 'disclaimers', label: 'Disclaimers' },
];
