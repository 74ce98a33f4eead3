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
import { ListSkeleton } from './list-skeleton';
import { QueuedItem } from './queued-item';
import { ReportsItem } from './reports-item';

const REFUSED = 'Failed to resolve report. Please try again.';

function QueuedResolves({ queue }: { queue: ReportsQueue }) {
  const { syncing, failed } = queue.arranged;
  return (
    <>
      {failed.length > 0 && (
        <section aria-label="Resolutions not saved">
          <ul className="flex flex-col gap-3">
            {failed.map(({ entry, report }) => (
              <QueuedItem
                key={entry.id}
                entry={entry}
                detail={report?.courseName}
                fallbackError={REFUSED}
                onRetry={(id) => void retryEntry(id)}
                onDiscard={(id) => void discardEntry(id)}
              />
            ))}
          </ul>
        </section>
      )}
      {syncing.length > 0 && (
        <section aria-label="Waiting to sync">
          <ul className="flex flex-col gap-3">
            {syncing.map(({ entry, report }) => (
              <QueuedItem key={entry.id} entry={entry} detail={report?.courseName} fallbackError={REFUSED} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** A notification's report that is no longer open: said plainly, until the owner dismisses it. */
function MissingReport({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div role="status" className="rounded-2xl border-2 border-dashed border-line bg-surface p-4">
      <p className="font-semibold">The report you were told about is no longer open.</p>
      <p className="text-sm text-fg-muted">
        It was fixed, dismissed or it expired, or its restroom was removed. The open reports are below.
      </p>
      <Button variant="outline" className="mt-2" onClick={onDismiss}>
        OK
      </Button>
    </div>
  );
}

export function ReportsPanel({ queue, target }: { queue: ReportsQueue; target: ReportTarget }) {
  const [removing, setRemoving] = useState<OwnerReport | null>(null);
  const { reports, arranged, now, busyId, resolve } = queue;
  if (!reports.data) return reports.isError ? null : <ListSkeleton />;

  const busyRemoving = removing !== null && busyId === removing._id;
  return (
    <div className="flex flex-col gap-4">
      {target.missing && <MissingReport onDismiss={target.dismissMissing} />}
      <QueuedResolves queue={queue} />
      {arranged.open.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-line px-6 py-10 text-center text-fg-muted">
          No open reports. Golfers’ reports of problems show here.
        </p>
      ) : (
        <ul aria-label="Open reports" className="flex flex-col gap-3">
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
        title="Remove restroom"
        description="This removes the restroom and its reviews from the course. Are you sure?"
        confirmLabel="Remove"
        busyLabel="Removing..."
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
