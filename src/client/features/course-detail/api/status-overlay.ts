/**
 * The golfer's queued status writes laid over a restroom (docs/product.md §10, docs/decisions.md §6):
 * "Still here and OK" and a report show at once, the owner's edit of the details and settling of
 * reports too, each marked pending until the server has it. A refused one changes nothing shown but
 * stays attached (`statusEntry`) so the card can say so, with Retry and Discard.
 */
import { isUsableNow, reportExpiry } from '../../../../shared/restroom-state';
import { detailsAnswerOf } from '../../../../shared/schemas/restroom-details';
import type { ActiveReport } from '../../../../shared/schemas/restroom-details';
import { loadedHoursEngine } from '../../../lib/hours-engine';
import type { EntryOfKind } from '../../../offline/outbox';
import type { ShownRestroom } from './shown-restroom';

export type StatusEntry =
  | EntryOfKind<'restroom.confirm'>
  | EntryOfKind<'report.create'>
  | EntryOfKind<'restroom.update'>
  | EntryOfKind<'report.resolve'>;

export const isStatusEntry = (entry: { kind: string }): entry is StatusEntry =>
  entry.kind === 'restroom.confirm' ||
  entry.kind === 'report.create' ||
  entry.kind === 'restroom.update' ||
  entry.kind === 'report.resolve';

function withReport(reports: ActiveReport[], report: ActiveReport): ActiveReport[] {
  const same = reports.find((r) => r.kind === report.kind);
  if (!same) return [...reports, report];
  return reports.map((r) =>
    r === same
      ? {
          ...r,
          count: r.count + 1,
          lastReportedAt: report.lastReportedAt,
          expiresAt: r.expiresAt === null || report.expiresAt === null ? null : report.expiresAt,
        }
      : r,
  );
}

/** The restroom as it will be once `entry` reaches the server; null when the write removes it. */
export function overlayStatus(restroom: ShownRestroom, entry: StatusEntry): ShownRestroom | null {
  if (entry.status === 'failed') return { ...restroom, statusEntry: entry };
  const at = new Date(entry.createdAt);
  let next: ShownRestroom;
  if (entry.kind === 'restroom.confirm') {
    next = {
      ...restroom,
      lastConfirmedAt: at.toISOString(),
      // A confirmation settles every report made before it but "gone" (only an owner settles that).
      activeReports: restroom.activeReports.filter((r) => r.kind === 'gone'),
    };
  } else if (entry.kind === 'report.create') {
    const kind = entry.body?.kind;
    if (!kind) return restroom;
    const expiry = reportExpiry(kind, at, restroom);
    next = {
      ...restroom,
      activeReports: withReport(restroom.activeReports, {
        kind,
        count: 1,
        lastReportedAt: at.toISOString(),
        expiresAt: expiry?.toISOString() ?? null,
      }),
    };
  } else if (entry.kind === 'restroom.update') {
    // A replacement (a detail left out is unknown), and the owner's confirmation.
    const {
      lastConfirmedAt: _last,
      ownerConfirmedAt: _owner,
      activeReports: _reports,
      // Where it came from and its judged hours are not the edit's to say: the server answers them.
      source: _source,
      osmId: _osmId,
      openNow: _openNow,
      nextChange: _nextChange,
      ...details
    } = detailsAnswerOf(entry.body ?? {}, at);
    next = { ...restroom, ...details, lastConfirmedAt: at.toISOString(), ownerConfirmedAt: at.toISOString() };
  } else {
    // An owner settled every report of one kind: "removed" takes the restroom off the course.
    if (entry.body?.resolution === 'removed') return null;
    next = { ...restroom, activeReports: restroom.activeReports.filter((r) => r.kind !== entry.params.kind) };
  }
  // Every screen judges again when it draws (lib/restroom-verdict.ts); this is the answer's own field.
  return { ...next, usableNow: isUsableNow(next, at, loadedHoursEngine()), statusEntry: entry };
}
