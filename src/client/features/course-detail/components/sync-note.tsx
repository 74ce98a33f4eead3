/** An optimistic item's state: Pending sync, or the server's refusal with Retry and Discard. */
import type { OutboxEntry } from '../../../offline/outbox';
import { Button } from '../../../components/ui/button';
import { discardEntry, retryEntry } from '../../../offline/outbox';
import { writeError } from '../../../offline/outbox/entry-words';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

export function PendingBadge() {
  const t = useT(courseWords);
  return (
    <span className="inline-flex items-center rounded-full bg-surface-muted px-2 py-0.5 text-xs font-bold text-fg-muted">
      {t('course.pendingSync')}
    </span>
  );
}

export function SyncNote({ entry }: { entry: OutboxEntry }) {
  const t = useT(courseWords);
  if (entry.status !== 'failed') return <PendingBadge />;
  return (
    <div role="alert" className="mt-2 rounded-xl border border-danger/50 p-2 text-sm">
      <p className="font-semibold text-danger dark:text-red-300">
        {t('course.notSavedBecause', { reason: writeError(entry) ?? t('course.refused') })}
      </p>
      <OutboxEntryActions entry={entry} className="mt-2" />
    </div>
  );
}

function OutboxEntryActions({ entry, className }: { entry: OutboxEntry; className?: string }) {
  const t = useT(courseWords);
  return (
    <div className={className ? `flex flex-wrap gap-2 ${className}` : 'flex flex-wrap gap-2'}>
      <Button size="sm" variant="outline" onClick={() => void retryEntry(entry.id)}>
        {t('course.retry')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void discardEntry(entry.id)}>
        {t('course.discard')}
      </Button>
    </div>
  );
}
