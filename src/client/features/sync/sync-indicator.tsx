/**
 * The header's sync state: 'N pending' while writes wait for the server, and a list where a failed
 * write shows its reason with Retry and Discard. (The full sync screen comes with the offline issue.)
 */
import { useState } from 'react';
import { AlertTriangle, CloudUpload } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { discardEntry, retryEntry, useOutboxEntries, type OutboxEntry } from '../../offline/outbox';

export function OutboxEntryActions({ entry, className }: { entry: OutboxEntry; className?: string }) {
  return (
    <div className={clsx('flex flex-wrap gap-2', className)}>
      <Button size="sm" variant="outline" onClick={() => void retryEntry(entry.id)}>
        Retry
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void discardEntry(entry.id)}>
        Discard
      </Button>
    </div>
  );
}

export function SyncIndicator() {
  const entries = useOutboxEntries();
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  const failed = entries.filter((entry) => entry.status === 'failed').length;
  const text = failed > 0 ? `${failed} failed` : `${entries.length} pending`;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Sync: ${text}`}
        className={clsx(
          'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-2 text-xs font-bold',
          failed > 0 ? 'text-danger dark:text-red-300' : 'text-fg-muted',
        )}
      >
        {failed > 0 ? (
          <AlertTriangle aria-hidden className="size-4" />
        ) : (
          <CloudUpload aria-hidden className="size-4" />
        )}
        {text}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Waiting to sync"
        description="Your changes are saved on this device and sent when there is signal."
      >
        <ul className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-line p-3">
              <p className="font-semibold">{entry.label}</p>
              <p
                className={clsx(
                  'text-sm',
                  entry.status === 'failed' ? 'text-danger dark:text-red-300' : 'text-fg-muted',
                )}
              >
                {entry.status === 'failed' ? `Failed: ${entry.error ?? 'refused'}` : 'Pending sync'}
              </p>
              {entry.status === 'failed' && <OutboxEntryActions entry={entry} className="mt-2" />}
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
