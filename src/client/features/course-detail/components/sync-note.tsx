/** An optimistic item's state: Pending sync, or the server's refusal with Retry and Discard. */
import type { OutboxEntry } from '../../../offline/outbox';
import { Button } from '../../../components/ui/button';
import { discardEntry, retryEntry } from '../../../offline/outbox';

export function PendingBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-surface-muted px-2 py-0.5 text-xs font-bold text-fg-muted">
      Pending sync
    </span>
  );
}

export function SyncNote({ entry }: { entry: OutboxEntry }) {
  if (entry.status !== 'failed') return <PendingBadge />;
  return (
    <div role="alert" className="mt-2 rounded-xl border border-danger/50 p-2 text-sm">
      <p className="font-semibold text-danger dark:text-red-300">
        Not saved: {entry.error ?? 'refused by the server'}
      </p>
      <OutboxEntryActions entry={entry} className="mt-2" />
    </div>
  );
}

function OutboxEntryActions({ entry, className }: { entry: OutboxEntry; className?: string }) {
  return (
    <div className={className ? `flex flex-wrap gap-2 ${className}` : 'flex flex-wrap gap-2'}>
      <Button size="sm" variant="outline" onClick={() => void retryEntry(entry.id)}>
        Retry
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void discardEntry(entry.id)}>
        Discard
      </Button>
    </div>
  );
}
