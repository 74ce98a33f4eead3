/**
 * The sync screen's list of writes not yet on the server (decisions.md §6): each with what it is,
 * when it was made, its state and the server's reason when refused, and Retry / Discard. Writes of
 * another account on this device are listed as such and never sent with this session: they wait
 * for their own account to sign in again.
 */
import clsx from 'clsx';
import { Button } from '../../components/ui/button';
import { discardEntry, retryEntry, type OutboxEntry } from '../../offline/outbox';
import { useSession } from '../auth';
import { SyncPageSection } from './sync-section';
import { useDeviceOutbox } from './use-device-outbox';

const TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function statusText(entry: OutboxEntry, mine: boolean): string {
  if (!mine) return 'Another account on this device: sent when it signs in again';
  if (entry.status === 'failed') return `Failed: ${entry.error ?? 'refused by the server'}`;
  if (entry.status === 'sending') return 'Sending…';
  return entry.error ? `Pending sync (last try: ${entry.error})` : 'Pending sync';
}

function EntryRow({ entry, mine }: { entry: OutboxEntry; mine: boolean }) {
  const failed = mine && entry.status === 'failed';
  return (
    <li aria-label={entry.label} className="rounded-xl border border-line p-3">
      <p className="font-semibold">{entry.label}</p>
      <p className="text-sm text-fg-muted">
        <time dateTime={new Date(entry.createdAt).toISOString()}>{TIME.format(entry.createdAt)}</time>
      </p>
      <p
        className={clsx(
          'mt-1 text-sm',
          failed ? 'font-semibold text-danger dark:text-red-300' : 'text-fg-muted',
        )}
      >
        {statusText(entry, mine)}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {mine && (
          <Button size="sm" variant="outline" onClick={() => void retryEntry(entry.id)}>
            Retry
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => void discardEntry(entry.id)}>
          Discard
        </Button>
      </div>
    </li>
  );
}

export function PendingWritesSection() {
  const { user } = useSession();
  const entries = useDeviceOutbox();
  const mine = entries?.filter((entry) => entry.userId === user?._id) ?? [];
  const others = entries?.filter((entry) => entry.userId !== user?._id) ?? [];
  const failed = mine.filter((entry) => entry.status === 'failed').length;
  const pending = mine.length - failed;
  const summary = [pending > 0 && `${pending} pending`, failed > 0 && `${failed} failed`]
    .filter(Boolean)
    .join(', ');
  return (
    <SyncPageSection
      title="Waiting to sync"
      description="Your changes are saved on this device and sent when there is signal."
    >
      <p className="font-semibold" aria-live="polite">
        {entries === null ? 'Reading this device…' : mine.length === 0 ? 'Everything is synced.' : summary}
      </p>
      {mine.length > 0 && (
        <ul aria-label="Your unsent changes" className="mt-3 space-y-3">
          {mine.map((entry) => (
            <EntryRow key={entry.id} entry={entry} mine />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">Other accounts on this device</h3>
          <ul aria-label="Other accounts' unsent changes" className="mt-2 space-y-3">
            {others.map((entry) => (
              <EntryRow key={entry.id} entry={entry} mine={false} />
            ))}
          </ul>
        </>
      )}
    </SyncPageSection>
  );
}
