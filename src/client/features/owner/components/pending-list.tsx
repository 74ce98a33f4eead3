/**
 * 'Restroom Submissions Awaiting Review' (docs/product.md §2): each submission with its badges, location
 * line, submitter and date, and big Approve / Reject buttons side by side under it, in thumb reach.
 * Decisions waiting for the network and decisions the server refused are listed above it.
 */
import { Check, MapPin, X } from 'lucide-react';
import type { PendingSubmission } from '../../../../shared/schemas/owner';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import type { ArrangedPending, ModerationAction } from '../lib/pending';
import { QueuedItem } from './queued-item';

const FACILITY = { permanent: 'Permanent', portable: 'Portable', structure: 'Structure' } as const;
const GENDER = { mens: "Men's", womens: "Women's", unisex: 'Unisex' } as const;

export const DECISION_ERROR = 'Failed to review submission. Please try again.';

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
  const titleId = `submission-${submission._id}`;
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <h3 id={titleId} className="text-lg leading-snug font-bold">
        {submission.name}
      </h3>
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        <Tag>{FACILITY[submission.facilityType]}</Tag>
        <Tag>{GENDER[submission.gender]}</Tag>
      </div>
      <p className="mt-2 flex items-start gap-1 text-sm">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-muted" />
        <span>
          {submission.location}
          <span className="text-fg-muted"> · {submission.courseName}</span>
        </span>
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        Submitted by {submission.submittedByName} on {formatDate(submission.submittedAt)}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          size="lg"
          disabled={disabled}
          onClick={() => onDecide(submission, 'approve')}
          aria-describedby={titleId}
        >
          <Check aria-hidden className="size-5" />
          Approve
        </Button>
        <Button
          size="lg"
          variant="destructive"
          disabled={disabled}
          onClick={() => onDecide(submission, 'reject')}
          aria-describedby={titleId}
        >
          <X aria-hidden className="size-5" />
          Reject
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
  const { open, syncing, failed } = arranged;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">Restroom Submissions Awaiting Review</h2>
      {failed.length > 0 && (
        <section aria-label="Decisions not saved">
          <ul className="flex flex-col gap-3">
            {failed.map((queued) => (
              <QueuedItem
                key={queued.entry.id}
                entry={queued.entry}
                detail={queued.submission?.courseName}
                fallbackError={DECISION_ERROR}
                onRetry={onRetry}
                onDiscard={onDiscard}
              />
            ))}
          </ul>
        </section>
      )}
      {syncing.length > 0 && (
        <section aria-label="Waiting to sync">
          <ul className="flex flex-col gap-3">
            {syncing.map((queued) => (
              <QueuedItem
                key={queued.entry.id}
                entry={queued.entry}
                detail={queued.submission?.courseName}
                fallbackError={DECISION_ERROR}
              />
            ))}
          </ul>
        </section>
      )}
      {open.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line px-6 py-10 text-center text-fg-muted">
          No pending submissions to review.
        </p>
      ) : (
        <ul aria-label="Pending submissions" className="flex flex-col gap-3">
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
