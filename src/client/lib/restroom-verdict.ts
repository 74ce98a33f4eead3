/**
 * What every screen says about a restroom's live state (docs/product.md §10, usable now): the course
 * page's cards, the nearby list and the next restroom on a round. Judged on the device at the moment
 * it is drawn: a copy kept for an hour has reports that expired, may have closed for the night or
 * crossed into another month, so the server's `usableNow` alone could lie. Hours are judged by the
 * engine (lib/hours-engine.ts) in the course's time zone once it is loaded, by the answer until then.
 */
import { hoursAt, type AnsweredHours, type HoursEngine } from '../../shared/hours/judge';
import { BLOCKING_REPORT_KINDS, HEADLINE_ORDER } from '../../shared/report-kinds';
import { activeAt } from '../../shared/restroom-state';
import type { ActiveReport } from '../../shared/schemas';
import { hoursLine, type HoursLine } from './hours-words';
import { REPORT_LABELS, reportedAgoText } from './restroom-words';

export interface Judged extends AnsweredHours {
  activeReports: readonly ActiveReport[];
}

const blocking: readonly string[] = BLOCKING_REPORT_KINDS;

/** The reports still true `now`, blocking ones first. */
export function liveReports(restroom: Pick<Judged, 'activeReports'>, now: Date): ActiveReport[] {
  return activeAt(restroom.activeReports, now).sort(
    (a, b) => Number(blocking.includes(b.kind)) - Number(blocking.includes(a.kind)),
  );
}

export type RestroomVerdict = (
  { usable: true; notes: ActiveReport[] } | { usable: false; reason: string; notes: ActiveReport[] }
) & {
  /** What its hours say now ("Open until 19:00", "Closed · opens 07:00"); null when unknown. */
  hours: HoursLine | null;
};

/**
 * Usable now or why not, what its hours say, and the other active reports as notes (blocking ones
 * first, then supplies: "Out of paper" does not stop anyone, but is worth knowing before the walk).
 * In the headline order, `out-of-season` stands for the restroom's own hours (its season's months
 * among them): the reason is what they say, "Closed · opens 07:00".
 */
export function judgeRestroom(restroom: Judged, now: Date, engine: HoursEngine | null): RestroomVerdict {
  const active = liveReports(restroom, now);
  const judged = hoursAt(restroom, now, engine);
  const hours = judged ? hoursLine(judged, restroom, now) : null;
  const closed = judged?.openNow === false;
  if (!closed && !active.some((report) => blocking.includes(report.kind))) {
    return { usable: true, notes: active, hours };
  }
  const headline =
    HEADLINE_ORDER.find((cause) =>
      cause === 'out-of-season' ? closed : active.some((report) => report.kind === cause),
    ) ?? 'out-of-season';
  const reason = headline === 'out-of-season' ? (hours?.text ?? 'Closed') : REPORT_LABELS[headline];
  return { usable: false, reason, notes: active.filter((report) => report.kind !== headline), hours };
}

/** "Out of paper · 40 min ago". */
export function reportNote(report: ActiveReport, now: Date): string {
  return `${REPORT_LABELS[report.kind]} · ${reportedAgoText(report.lastReportedAt, now)}`;
}
