/**
 * The owner's queue of open status reports as the owner should see it (docs/product.md §10, the
 * optimistic writes of docs/decisions.md §6). A restroom and kind with a resolution waiting in the
 * outbox leaves the list at once and shows under 'Waiting to sync'; one the server refused (another
 * owner was quicker: 409) comes back with the reason, to retry or discard. Nothing vanishes silently.
 */
import type { OwnerReport, ReportResolution } from '../../../../shared/schemas/reports';
import { REPORT_LABELS } from '../../../lib/restroom-words';
import type { EntryOfKind, OutboxEntry } from '../../../offline/outbox';
import type { OwnerT } from './pending';

type ResolveEntry = EntryOfKind<'report.resolve'>;

export const isResolve = (entry: OutboxEntry): entry is ResolveEntry => entry.kind === 'report.resolve';

interface QueuedResolve {
  entry: ResolveEntry;
  /** The report, while the server's list still holds it. */
  report: OwnerReport | undefined;
}

interface ArrangedReports {
  /** Still open: these get their actions. */
  open: OwnerReport[];
  /** Resolved here, not yet confirmed by the server. */
  syncing: QueuedResolve[];
  /** Resolved here, refused by the server: shown with the reason, Retry and Discard. */
  failed: QueuedResolve[];
}

// The server settles a restroom's reports of one kind together (docs/product.md §10), and names the
// group by its newest report: a report made after the owner's tap changes the id, not the group.
const groupOf = (restroomId: string, kind: string) => `${restroomId} ${kind}`;

export function arrangeReports(
  reports: readonly OwnerReport[],
  entries: readonly OutboxEntry[],
  now: Date,
): ArrangedReports {
  const resolves = entries.filter(isResolve);
  const settled = new Set(resolves.map((entry) => groupOf(entry.params.restroomId, entry.params.kind)));
  // A removal deletes the restroom, and every report of it goes with it.
  const removed = new Set(
    resolves.filter((entry) => entry.body?.resolution === 'removed').map((entry) => entry.params.restroomId),
  );
  const byGroup = new Map(reports.map((report) => [groupOf(report.restroomId, report.kind), report]));
  const queued = (entry: ResolveEntry): QueuedResolve => ({
    entry,
    report: byGroup.get(groupOf(entry.params.restroomId, entry.params.kind)),
  });
  return {
    open: reports.filter(
      (report) =>
        // A kept answer may be hours old offline; a report that has expired since is over by itself.
        (report.expiresAt === null || Date.parse(report.expiresAt) > now.getTime()) &&
        !settled.has(groupOf(report.restroomId, report.kind)) &&
        !removed.has(report.restroomId),
    ),
    syncing: resolves.filter((entry) => entry.status !== 'failed').map(queued),
    failed: resolves.filter((entry) => entry.status === 'failed').map(queued),
  };
}

/** 'Locked at Hole 5 Restroom': which problem of which restroom. */
export const reportTitle = (t: OwnerT, report: Pick<OwnerReport, 'kind' | 'restroomName'>) =>
  t('owner.reportTitle', { kind: REPORT_LABELS[report.kind], restroom: report.restroomName });

/**
 * What a resolution does, in words that stand alone: the outbox entry's label (on /sync) and the
 * accessible name of its button, where 'Fixed' or 'Dismiss' alone would not say which report.
 */
export function resolveLabel(
  t: OwnerT,
  report: Pick<OwnerReport, 'kind' | 'restroomName'>,
  resolution: ReportResolution,
): string {
  const values = { restroom: report.restroomName, kind: REPORT_LABELS[report.kind] };
  if (resolution === 'removed') return t('owner.resolve.remove', values);
  if (report.kind === 'gone') return t('owner.resolve.stillThere', values);
  return t(resolution === 'fixed' ? 'owner.resolve.fixed' : 'owner.resolve.dismiss', values);
}

/** The toast once the server has a resolution: the words the server answers with. */
export const resolvedMessage = (t: OwnerT, resolution: ReportResolution | undefined) =>
  t('owner.resolved', { resolution: resolution ?? 'fixed' });

/**
 * '1 golfer', '2 golfers': how many reported it; "2 golfers (1 by the door sign)": a sign's report
 * has no account behind it (docs/product.md §12).
 */
export const golfersText = (t: OwnerT, count: number, viaSign = 0) => t('owner.golfers', { count, viaSign });

/** 'clears itself in 3 h' for a kind that expires (docs/product.md §10); null for 'gone'. */
export function clearsText(t: OwnerT, expiresAt: string | null, now: Date): string | null {
  if (expiresAt === null) return null;
  const minutes = Math.max(1, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 60_000));
  if (minutes < 60) return t('owner.clears', { unit: 'min', n: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t('owner.clears', { unit: 'h', n: hours });
  return t('owner.clears', { unit: 'days', n: Math.round(hours / 24) });
}
