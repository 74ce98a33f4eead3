/**
 * The viewer, loaded on first use: the dialog's focus trap and scroll lock are not needed to show a
 * page, so they stay out of the first page's JavaScript. Nothing renders until a document is chosen.
 * Through lazyComponent, not React.lazy: offline before the chunk was cached, a tap must not crash
 * the app; the viewer simply does not open, and the next choice tries again.
 */
import { useEffect } from 'react';
import type { LegalDocumentType } from '../../../shared/schemas/legal';
import { toast } from '../../lib/toast';
import { lazyComponent } from '../../lib/lazy-component';

const viewer = lazyComponent(() =>
  import('./legal-document-dialog').then((module) => module.LegalDocumentDialog),
);

export function LazyLegalDocumentDialog({
  type,
  onClose,
}: {
  type: LegalDocumentType | null;
  onClose: () => void;
}) {
  const LegalDocumentDialog = viewer.useLoaded();
  useEffect(() => {
    if (type === null || LegalDocumentDialog) return;
    viewer.load().catch(() => {
      toast({ title: 'Document not available', variant: 'destructive' });
      onClose();
    });
  }, [type, LegalDocumentDialog, onClose]);
  if (type === null || !LegalDocumentDialog) return null;
  return <LegalDocumentDialog type={type} onClose={onClose} />;
}
