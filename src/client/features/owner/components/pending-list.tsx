/**
 * 'Restroom Submissions Awaiting Review' (docs/product.md §2): each submission with its badges, location
 * line, submitter and date, and big Approve / Reject buttons side by side under it, in thumb reach.
 * Decisions waiting for the network and decisions the server refused are listed above it.
 */
import { Check, MapPin, X } from 'lucide-react';
import type { PendingSubmission } from '../../../../shared/schemas/owner';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';
import type { ArrangedPending, ModerationAction } from '../lib/pending';
import { QueuedItem } from './queued-item';
import { EmptyNote } from '../../../components/ui/empty-note';

function Tag({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-bold text-on-primary-soft">
      {children}
    </span>
  );
}

function SubmissionItem({
  submission,
  disabled,
  onDecide,
}: {
  submission: PendingSubmission;
  disabled: boolean;
  onDecide: (submission: PendingSubmission, action: ModerationAction) => void;
}) {
  const t = useT(owner);
  const titleId = `submission-${submission._id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface p-4 wrap-anywhere shadow-sm"
    >
      <h3 id={titleId} className="text-lg leading-snug font-bold">
        {submission.name}
      </h3>
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        <Tag>{t('owner.facility', { type: submission.facilityType })}</Tag>
        <Tag>{t('owner.gender', { gender: submission.gender })}</Tag>
      </div>
      <p className="mt-2 flex items-start gap-1 text-sm">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-muted" />
        <span>
          {t('owner.location', {
            type: submission.locationType,
            hole: submission.holeNumber ?? 'none',
          })}
          <span className="text-fg-muted"> · {submission.courseName}</span>
        </span>
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        {submission.submittedByName === null
          ? t('owner.submittedByFormer', { date: new Date(submission.submittedAt) })
          : t('owner.submittedBy', {
              name: submission.submittedByName,
              date: new Date(submission.submittedAt),
            })}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          size="lg"
          disabled={disabled}
          onClick={() => onDecide(submission, 'approve')}
          aria-describedby={titleId}
        >
          <Check aria-hidden className="size-5" />
          {t('owner.approve')}
        </Button>
        <Button
          size="lg"
          variant="destructive"
          disabled={disabled}
          onClick={() => onDecide(submission, 'reject')}
          aria-describedby={titleId}
        >
          <X aria-hidden className="size-5" />
          {t('owner.reject')}
        </Button>
      </div>
    </li>
  );
}

export function PendingList({
  arranged,
  busyId,
  onDecide,
  onRetry,
  onDiscard,
}: {
  arranged: ArrangedPending;
  /** The submission whose decision is being stored (its buttons are disabled). */
  busyId: string | null;
  onDecide: (submission: PendingSubmission, action: ModerationAction) => void;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}) {
  const t = useT(owner);
  const { open, syncing, failed } = arranged;
  const fallbackError = t('owner.decisionError');
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">{t('owner.pending.heading')}</h2>
      {failed.length > 0 && (
        <section aria-label={t('owner.decisionsNotSaved')}>
          <ul className="flex flex-col gap-3">
            {failed.map((queued) => (
              <QueuedItem
                key={queued.entry.id}
                entry={queued.entry}
                detail={queued.submission?.courseName}
                fallbackError={fallbackError}
                onRetry={onRetry}
                onDiscard={onDiscard}
              />
            ))}
          </ul>
        </section>
      )}
      {syncing.length > 0 && (
        <section aria-label={t('owner.waitingToSync')}>
          <ul className="flex flex-col gap-3">
            {syncing.map((queued) => (
              <QueuedItem
                key={queued.entry.id}
                entry={queued.entry}
                detail={queued.submission?.courseName}
                fallbackError={fallbackError}
              />
            ))}
          </ul>
        </section>
      )}
      {open.length === 0 ? (
        <EmptyNote>{t('owner.pending.empty')}</EmptyNote>
      ) : (
        <ul aria-label={t('owner.pending.list')} className="flex flex-col gap-3">
          {open.map((submission) => (
            <SubmissionItem
              key={submission._id}
              submission={submission}
              disabled={busyId !== null}
              onDecide={onDecide}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
