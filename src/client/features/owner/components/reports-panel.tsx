/**
 * The owner dashboard's Reports tab (docs/product.md §10): the open status reports of the owner's
 * courses, "gone" first as the server orders them. Resolutions refused by the server and those
 * waiting for the network are listed above it (docs/decisions.md §6). Removing a restroom deletes
 * it with its reviews, so that one tap is asked first.
 */
import { useState } from 'react';
import type { OwnerReport } from '../../../../shared/schemas/reports';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { discardEntry, retryEntry } from '../../../offline/outbox';
import type { ReportsQueue } from '../hooks/use-reports-queue';
import { reportKey, type ReportTarget } from '../hooks/use-report-target';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';
import { ListSkeleton } from './list-skeleton';
import { QueuedItem } from './queued-item';
import { ReportsItem } from './reports-item';
import { EmptyNote } from '../../../components/ui/empty-note';

function QueuedResolves({ queue }: { queue: ReportsQueue }) {
  const t = useT(owner);
  const { syncing, failed } = queue.arranged;
  const refused = t('owner.resolveError');
  return (
    <>
      {failed.length > 0 && (
        <section aria-label={t('owner.resolutionsNotSaved')}>
          <ul className="flex flex-col gap-3">
            {failed.map(({ entry, report }) => (
              <QueuedItem
                key={entry.id}
                entry={entry}
                detail={report?.courseName}
                fallbackError={refused}
                onRetry={(id) => void retryEntry(id)}
                onDiscard={(id) => void discardEntry(id)}
              />
            ))}
          </ul>
        </section>
      )}
      {syncing.length > 0 && (
        <section aria-label={t('owner.waitingToSync')}>
          <ul className="flex flex-col gap-3">
            {syncing.map(({ entry, report }) => (
              <QueuedItem key={entry.id} entry={entry} detail={report?.courseName} fallbackError={refused} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** A notification's report that is no longer open: said plainly, until the owner dismisses it. */
function MissingReport({ onDismiss }: { onDismiss: () => void }) {
  const t = useT(owner);
  return (
    <div role="status" className="rounded-2xl border-2 border-dashed border-line bg-surface p-4">
      <p className="font-semibold">{t('owner.missing')}</p>
      <p className="text-sm text-fg-muted">{t('owner.missing.why')}</p>
      <Button variant="outline" className="mt-2" onClick={onDismiss}>
        {t('owner.ok')}
      </Button>
    </div>
  );
}

export function ReportsPanel({ queue, target }: { queue: ReportsQueue; target: ReportTarget }) {
  const t = useT(owner);
  const [removing, setRemoving] = useState<OwnerReport | null>(null);
  const { reports, arranged, now, busyId, resolve } = queue;
  if (!reports.data) return reports.isError ? null : <ListSkeleton />;

  const busyRemoving = removing !== null && busyId === removing._id;
  return (
    <div className="flex flex-col gap-4">
      {target.missing && <MissingReport onDismiss={target.dismissMissing} />}
      <QueuedResolves queue={queue} />
      {arranged.open.length === 0 ? (
        <EmptyNote>{t('owner.reports.empty')}</EmptyNote>
      ) : (
        <ul aria-label={t('owner.reports.list')} className="flex flex-col gap-3">
          {arranged.open.map((report) => (
            <ReportsItem
              key={reportKey(report)}
              report={report}
              highlighted={target.highlighted === reportKey(report)}
              now={now}
              disabled={busyId !== null}
              onResolve={(target, resolution) => void resolve(target, resolution)}
              onAskRemoval={setRemoving}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !busyRemoving) setRemoving(null);
        }}
        title={t('owner.remove.title')}
        description={t('owner.remove.description')}
        confirmLabel={t('owner.remove.confirm')}
        busyLabel={t('owner.remove.busy')}
        busy={busyRemoving}
        onConfirm={() => {
          if (!removing) return;
          void resolve(removing, 'removed').then((stored) => {
            if (stored) setRemoving(null);
          });
        }}
      />
    </div>
  );
}
