/**
 * The legal document viewer (docs/product.md §2): version, effective date, content; spinner, then the text.
 * No signal is not a failure (docs/decisions.md §6): the copy kept on the device is shown, or, when
 * there is none, a muted "Not saved on this device" under 'Document not available', never a red toast.
 */
import { useEffect } from 'react';
import type { LegalDocumentType } from '../../../shared/schemas/legal';
import { Dialog } from '../../components/ui/dialog';
import { CenteredSpinner } from '../../components/ui/spinner';
import { NotSaved } from '../../components/ui/not-saved';
import { apiErrorMessage, isUnanswered } from '../../lib/api';
import { toast } from '../../lib/toast';
import { LEGAL_DOCUMENTS } from './legal-documents';
import { LegalMarkup } from './legal-markup';
import { useLegalDocument } from './use-legal-document';

/** '2026-01-15' → 'January 15, 2026'; a date-only value is a calendar day, so it is read as UTC. */
function formatEffectiveDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

interface LegalDocumentDialogProps {
  /** The document to show; null keeps the dialog closed. */
  type: LegalDocumentType | null;
  onClose: () => void;
}

export function LegalDocumentDialog({ type, onClose }: LegalDocumentDialogProps) {
  const { data: document, error, isPending } = useLegalDocument(type);

  const offline = error !== null && isUnanswered(error);
  useEffect(() => {
    if (error && !offline) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Failed to load document'),
        variant: 'destructive',
      });
    }
  }, [error, offline]);

  const label = LEGAL_DOCUMENTS.find((entry) => entry.type === type)?.label ?? 'Legal document';
  const loading = type !== null && isPending;

  return (
    <Dialog
      open={type !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={document?.title ?? label}
      textRegionLabel={`${label} text`}
      description={
        document
          ? `Version ${document.version} · Effective ${formatEffectiveDate(document.effectiveDate)}`
          : undefined
      }
    >
      {loading ? (
        <CenteredSpinner />
      ) : document ? (
        <LegalMarkup content={document.content} title={document.title} />
      ) : (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-fg-muted">Document not available</p>
          {offline && <NotSaved what="this document" />}
        </div>
      )}
    </Dialog>
  );
}
