/**
 * An owner's write still on the device (docs/decisions.md §6): a decision on a submission or a
 * resolution of a report, marked 'Pending sync' until the server has it, or 'Not saved' with the
 * server's reason, Retry and Discard when it was refused. Nothing vanishes silently.
 */
import { CloudUpload, RotateCcw, Trash2, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { OutboxEntry } from '../../../offline/outbox';
import { writeError, writeLabel } from '../../../offline/outbox/entry-words';
import { useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';

export function QueuedItem({
  entry,
  title,
  detail,
  fallbackError,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  /** Instead of the entry's label, where the screen around it already names the thing. */
  title?: string;
  /** A second line, such as the course's name. */
  detail: string | undefined;
  /** Said when a refusal came without a message. */
  fallbackError: string;
  onRetry?: (id: string) => void;
  onDiscard?: (id: string) => void;
}) {
  const t = useT(owner);
  const failed = entry.status === 'failed';
  return (
    <li
      className={
        failed
          ? 'rounded-2xl border-2 border-danger bg-surface p-4 dark:border-red-400'
          : 'rounded-2xl border border-dashed border-line bg-surface p-4'
      }
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-bold">{title ?? writeLabel(entry)}</p>
        {failed ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold text-on-danger uppercase">
            <TriangleAlert aria-hidden className="size-3.5" />
            {t('owner.notSaved')}
          </span>
        ) : (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-flag-400 px-2.5 py-0.5 text-xs font-bold text-flag-950 uppercase">
            <CloudUpload aria-hidden className="size-3.5" />
            {t('owner.pendingSync')}
          </span>
        )}
      </div>
      {detail && <p className="text-sm text-fg-muted">{detail}</p>}
      {failed && (
        <>
          <p role="alert" className="mt-2 text-sm font-medium text-danger dark:text-red-300">
            {writeError(entry) || fallbackError}
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button variant="outline" size="lg" onClick={() => onRetry?.(entry.id)}>
              <RotateCcw aria-hidden className="size-5" />
              {t('owner.retry')}
            </Button>
            <Button variant="outline" size="lg" onClick={() => onDiscard?.(entry.id)}>
              <Trash2 aria-hidden className="size-5" />
              {t('owner.discard')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
