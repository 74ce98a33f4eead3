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
import { useT } from '../../lib/i18n/catalogue';
// The shell's catalogue: this wrapper is in the first chunk (the footer's links), the viewer's is not.
import shell from '../../lib/i18n/catalogues/en/shell';

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
  const t = useT(shell);
  useEffect(() => {
    if (type === null || LegalDocumentDialog) return;
    viewer.load().catch(() => {
      // Only a device offline before the viewer was kept gets here: it says so in the shell's word.
      toast({ title: t('shell.offline'), variant: 'destructive' });
      onClose();
    });
  }, [type, LegalDocumentDialog, onClose, t]);
  if (type === null || !LegalDocumentDialog) return null;
  return <LegalDocumentDialog type={type} onClose={onClose} />;
}
