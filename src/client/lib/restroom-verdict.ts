/**
 * What every screen says about a restroom's live state (docs/product.md §10, usable now): the course
 * page's cards, the nearby list and the next restroom on a round. Judged on the device at the moment
 * it is drawn: a copy kept for an hour has reports that expired and may have crossed into another
 * month, so the server's `usableNow` alone could lie.
 */
import { BLOCKING_REPORT_KINDS, HEADLINE_ORDER } from '../../shared/report-kinds';
import { activeAt, isInSeason, isUsableNow } from '../../shared/restroom-state';
import type { ActiveReport, NearbyRestroom } from '../../shared/schemas';
import { REPORT_LABELS, reportedAgoText } from './restroom-words';

interface Judged {
  season: NearbyRestroom['season'];
  openMonths: readonly number[];
  activeReports: readonly ActiveReport[];
}

const OUT_OF_SEASON = 'Out of season';

const blocking: readonly string[] = BLOCKING_REPORT_KINDS;

/** The reports still true `now`, blocking ones first. */
export function liveReports(restroom: Pick<Judged, 'activeReports'>, now: Date): ActiveReport[] {
  return activeAt(restroom.activeReports, now).sort(
    (a, b) => Number(blocking.includes(b.kind)) - Number(blocking.includes(a.kind)),
  );
}

export type RestroomVerdict =
  { usable: true; notes: ActiveReport[] } | { usable: false; reason: string; notes: ActiveReport[] };

/**
 * Usable now or why not, and the other active reports as notes (blocking ones first, then supplies:
 * "Out of paper" does not stop anyone, but is worth knowing before the walk).
 */
export function judgeRestroom(restroom: Judged, now: Date): RestroomVerdict {
  const active = liveReports(restroom, now);
  if (isUsableNow(restroom, now)) return { usable: true, notes: active };
  const inSeason = isInSeason(restroom.season, restroom.openMonths, now);
  // Not usable means out of season or a blocking report is active: one of the causes holds.
  const headline =
    HEADLINE_ORDER.find((cause) =>
      cause === 'out-of-season' ? !inSeason : active.some((report) => report.kind === cause),
    ) ?? 'out-of-season';
  const reason = headline === 'out-of-season' ? OUT_OF_SEASON : REPORT_LABELS[headline];
  return { usable: false, reason, notes: active.filter((report) => report.kind !== headline) };
}

/** "Out of paper · 40 min ago". */
export function reportNote(report: ActiveReport, now: Date): string {
  return `${REPORT_LABELS[report.kind]} · ${reportedAgoText(report.lastReportedAt, now)}`;
}
