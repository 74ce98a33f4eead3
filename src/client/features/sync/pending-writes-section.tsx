/**
 * The sync screen's list of writes not yet on the server (docs/decisions.md §6, issue 21): every write on
 * this device, whoever queued it, each with what it is, when it was made, why it has not gone yet
 * and what can be done (Retry, Discard, or "Send as mine" for one whose account is unknown). Writes
 * of another account are never sent with this session: they wait for their own account.
 */
import { useSyncExternalStore } from 'react';
import clsx from 'clsx';
import { Button } from '../../components/ui/button';
import {
  adoptEntry,
  discardEntry,
  getDrainStatus,
  retryEntry,
  subscribeDrainStatus,
} from '../../offline/outbox';
import { useSession } from '../auth';
import { writeLabel } from '../../offline/outbox/entry-words';
import { describeUnsent, type UnsentRow } from './lib/unsent';
import { SyncPageSection } from '../../components/sync-page-section';
import { useDeviceOutbox } from './use-device-outbox';
import { useT } from '../../lib/i18n/catalogue';
import sync from '../../lib/i18n/catalogues/en/sync';

const ACTION_LABELS = { retry: 'sync.retry', discard: 'sync.discard', adopt: 'sync.adopt' } as const;

function EntryRow({ row }: { row: UnsentRow }) {
  const { entry } = row;
  const t = useT(sync);
  const act = { retry: retryEntry, discard: discardEntry, adopt: adoptEntry } as const;
  const label = writeLabel(entry);
  return (
    <li aria-label={label} className="rounded-xl border border-line p-3">
      <p className="font-semibold">{label}</p>
      <p className="text-sm text-fg-muted">
        <time dateTime={new Date(entry.createdAt).toISOString()}>
          {t('sync.madeAt', { at: entry.createdAt })}
        </time>
      </p>
      <p
        className={clsx(
          'mt-1 text-sm',
          row.failed ? 'font-semibold text-danger dark:text-red-300' : 'text-fg-muted',
        )}
      >
        {row.reason}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {row.actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'discard' ? 'ghost' : 'outline'}
            onClick={() => void act[action](entry.id).catch(() => undefined)}
          >
            {t(ACTION_LABELS[action])}
          </Button>
        ))}
      </div>
    </li>
  );
}

export function PendingWritesSection() {
  const { user } = useSession();
  const entries = useDeviceOutbox();
  const { blocked } = useSyncExternalStore(subscribeDrainStatus, getDrainStatus, getDrainStatus);
  const t = useT(sync);
  const summary = entries && describeUnsent(entries, user?._id ?? null, blocked, t);
  const mine = summary?.rows.filter((row) => row.whose === 'mine') ?? [];
  const others = summary?.rows.filter((row) => row.whose !== 'mine') ?? [];
  // "Waiting to sync" only over writes that wait: above "Everything is synced." it said the opposite
  // of the line under it (issue 20).
  const waiting = (summary?.rows.length ?? 0) > 0;
  return (
    <SyncPageSection
      title={t(waiting ? 'sync.waiting' : 'sync.yourChanges')}
      description={t('sync.description')}
    >
      <p className="font-semibold" aria-live="polite">
        {summary ? summary.headline : entries === null ? t('sync.reading') : ''}
      </p>
      {summary?.stopped && (
        <p
          role="status"
          className="mt-2 rounded-xl bg-amber-100 p-3 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
        >
          {summary.stopped}
        </p>
      )}
      {mine.length > 0 && (
        <ul aria-label={t('sync.mine')} className="mt-3 space-y-3">
          {mine.map((row) => (
            <EntryRow key={row.entry.id} row={row} />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">{t('sync.othersTitle')}</h3>
          <ul aria-label={t('sync.others')} className="mt-2 space-y-3">
            {others.map((row) => (
              <EntryRow key={row.entry.id} row={row} />
            ))}
          </ul>
        </>
      )}
    </SyncPageSection>
  );
}
