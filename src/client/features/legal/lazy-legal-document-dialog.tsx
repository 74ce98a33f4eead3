/**
 * The viewer, loaded on first use: the dialog's focus trap and scroll lock are not needed to show a
 * page, so they stay out of the first page's JavaScript. Nothing renders until a document is chosen.
 */
import { lazy, Suspense } from 'react';
import type { LegalDocumentType } from '../../../shared/schemas/legal';

const LegalDocumentDialog = lazy(() =>
  import('./legal-document-dialog').then((module) => ({ default: module.LegalDocumentDialog })),
);

export function LazyLegalDocumentDialog({
  type,
  onClose,
}: {
  type: LegalDocumentType | null;
  onClose: () => void;
}) {
  if (type === null) return null;
  return (
    <Suspense fallback={null}>
      <LegalDocumentDialog type={type} onClose={onClose} />
    </Suspense>
  );
}
