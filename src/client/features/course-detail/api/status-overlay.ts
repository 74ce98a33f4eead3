/**
 * The golfer's queued status writes laid over a restroom (docs/product.md §10, docs/decisions.md §6):
 * "Still here and OK" and a report show at once, the owner's edit of the details and settling of
 * reports too, each marked pending until the server has it. A refused one changes nothing shown but
 * stays attached (`statusEntry`) so the card can say so, with Retry and Discard.
 */
import { activeAt, confirmationClears, isUsableNow, reportExpiry } from '../../../../shared/restroom-state';
import { detailsAnswerOf } from '../../../../shared/schemas/restroom-details';
import type { ActiveReport } from '../../../../shared/schemas/restroom-details';
import { loadedHoursEngine } from '../../../lib/hours-engine';
import type { EntryOfKind } from '../../../offline/outbox';
import type { ShownRestroom } from './shown-restroom';

/** Who the signed-in golfer is to this course's reports: an owner of it (or an admin), verified. */
export interface ConfirmerVoice {
  byOwner: boolean;
  verified: boolean;
}

/**
 * Whether the golfer's "Still here and OK" clears the reports shown, by the server's rule
 * (shared/restroom-state.ts confirmationClears) with what the device knows: their own voice only
 * (others' confirmations are not on it), against each report's golfers counted apart (one golfer
 * behind two kinds counts twice), so the card keeps a warning the server may still clear, never
 * clears one the server keeps.
 */
function clearsOnDevice(restroom: ShownRestroom, voice: ConfirmerVoice, at: Date): boolean {
  const reports = activeAt(restroom.activeReports, at).filter((r) => r.kind !== 'gone');
  // Nothing active to settle: what is left has expired, and goes either way.
  if (reports.length === 0) return true;
  return confirmationClears({
    byOwner: voice.byOwner,
    confirmers: voice.verified ? 1 : 0,
    reporters: reports.reduce((sum, r) => sum + r.count, 0),
  });
}

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
export function overlayStatus(
  restroom: ShownRestroom,
  entry: StatusEntry,
  voice: ConfirmerVoice,
): ShownRestroom | null {
  if (entry.status === 'failed') return { ...restroom, statusEntry: entry };
  const at = new Date(entry.createdAt);
  let next: ShownRestroom;
  if (entry.kind === 'restroom.confirm') {
    next = {
      ...restroom,
      lastConfirmedAt: at.toISOString(),
      // With the voices for it, it settles every report made before it but "gone" (an owner's).
      activeReports: clearsOnDevice(restroom, voice, at)
        ? restroom.activeReports.filter((r) => r.kind === 'gone')
        : restroom.activeReports,
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
