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
import { useT, type Translate } from '../../lib/i18n/catalogue';
import legal from '../../lib/i18n/catalogues/en/legal';
import shell from '../../lib/i18n/catalogues/en/shell';
import { toast } from '../../lib/toast';
import { EnglishOnlyNote } from './english-only-note';
import { LegalMarkup } from './legal-markup';
import { useLegalDocument } from './use-legal-document';

/**
 * 'Version 2 · Effective January 15, 2026', in the golfer's language. A date-only value is a
 * calendar day: it is read as that day in the reader's own time zone, so no zone moves it a day.
 */
function describeVersion(t: Translate<typeof legal>, version: string, effective: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(effective);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(effective);
  return Number.isNaN(date.getTime())
    ? t('legal.metaAsGiven', { version, date: effective })
    : t('legal.meta', { version, date });
}

interface LegalDocumentDialogProps {
  /** The document to show; null keeps the dialog closed. */
  type: LegalDocumentType | null;
  onClose: () => void;
}

export function LegalDocumentDialog({ type, onClose }: LegalDocumentDialogProps) {
  const { data: document, error, isPending } = useLegalDocument(type);
  const t = useT(legal);
  const ts = useT(shell);

  const offline = error !== null && isUnanswered(error);
  useEffect(() => {
    if (error && !offline) {
      toast({
        title: t('legal.error'),
        description: apiErrorMessage(error, t('legal.loadFailed')),
        variant: 'destructive',
      });
    }
    // Once per failure: a change of language does not toast it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, offline]);

  const label = type ? ts(`shell.doc.${type}`) : t('legal.document');
  const loading = type !== null && isPending;

  return (
    <Dialog
      open={type !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={document?.title ?? label}
      textRegionLabel={t('legal.text', { label })}
      description={document ? describeVersion(t, document.version, document.effectiveDate) : undefined}
    >
      {loading ? (
        <CenteredSpinner />
      ) : document ? (
        <>
          <EnglishOnlyNote className="mb-3 rounded-lg bg-surface-muted px-3 py-2" />
          {/* Published in English only: read as English whatever the page's language. */}
          <div lang="en">
            <LegalMarkup content={document.content} title={document.title} />
          </div>
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-fg-muted">{t('legal.notAvailable')}</p>
          {offline && <NotSaved what={t('legal.thisDocument')} />}
        </div>
      )}
    </Dialog>
  );
}
