/**
 * What every screen says about a restroom's live state (docs/product.md §10, usable now): the course
 * page's cards, the nearby list and the next restroom on a round. Judged on the device at the moment
 * it is drawn: a copy kept for an hour has reports that expired, may have closed for the night or
 * crossed into another month, so the server's `usableNow` alone could lie. Hours are judged by the
 * engine (lib/hours-engine.ts) in the course's time zone once it is loaded, by the answer until then.
 */
import { hoursAt, type AnsweredHours, type HoursEngine } from '../../shared/hours/judge';
import { BLOCKING_REPORT_KINDS, HEADLINE_ORDER } from '../../shared/report-kinds';
import { activeAt, isCorroborated, restroomVerdict } from '../../shared/restroom-state';
import type { ActiveReport, Restroom } from '../../shared/schemas';
import { translator } from './i18n/catalogue';
import words from './i18n/catalogues/en/words';
import { hoursLine, hoursWords, type HoursLine } from './hours-words';
import { REPORT_LABELS, reportHeadline, reportWarning, reportedAgoText, usableText } from './restroom-words';

const t = translator(words);

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

/**
 * `maybe`: one golfer's blocking report, not yet corroborated (docs/product.md §13), whose `reason`
 * is their warning ("1 golfer reported it locked 10 min ago"); otherwise the reason is the cause.
 */
export type RestroomVerdict = (
  | { usable: true; notes: ActiveReport[] }
  | { usable: false; maybe: boolean; reason: string; notes: ActiveReport[] }
) & {
  /** What its hours say now ("Open until 19:00", "Closed · opens 07:00"); null when unknown. */
  hours: HoursLine | null;
};

/**
 * "Usable now · members only", "Not usable now: Locked", "Maybe not usable: 1 golfer reported it
 * locked 10 min ago".
 */
export function verdictText(verdict: RestroomVerdict, access: Restroom['access']): string {
  if (verdict.usable) return usableText(access);
  return t('words.verdict', { verdict: verdict.maybe ? 'maybe_not' : 'not_usable', reason: verdict.reason });
}

/**
 * Usable now, maybe not, or not and why, what its hours say, and the other active reports as notes
 * (blocking ones first, then supplies: "Out of paper" does not stop anyone, but is worth knowing
 * before the walk). In the headline order, `out-of-season` stands for the restroom's own hours (its
 * season's months among them): the reason is what they say, "Closed · opens 07:00".
 */
export function judgeRestroom(restroom: Judged, now: Date, engine: HoursEngine | null): RestroomVerdict {
  const active = liveReports(restroom, now);
  const judged = hoursAt(restroom, now, engine);
  const hours = judged ? hoursLine(judged, restroom, now) : null;
  const verdict = restroomVerdict(restroom, now, engine);
  if (verdict === 'usable') return { usable: true, notes: active, hours };
  const closed = judged?.openNow === false;
  const maybe = verdict === 'maybe_not';
  // Not usable means closed by its hours or a corroborated blocking report; maybe not, a lone one.
  const headline =
    HEADLINE_ORDER.find((cause) =>
      cause === 'out-of-season'
        ? closed
        : active.some((report) => report.kind === cause && (maybe || isCorroborated(report))),
    ) ?? 'out-of-season';
  const notes = active.filter((report) => report.kind !== headline);
  if (headline === 'out-of-season')
    return { usable: false, maybe, reason: hours?.text ?? hoursWords('hours.closed'), notes, hours };
  if (!maybe) return { usable: false, maybe, reason: reportHeadline(headline), notes, hours };
  const lone = active.find((report) => report.kind === headline);
  const reason = lone
    ? reportWarning(headline, lone.count, reportedAgoText(lone.lastReportedAt, now))
    : reportHeadline(headline);
  return { usable: false, maybe, reason, notes, hours };
}

/** "Out of paper · 40 min ago". */
export function reportNote(report: ActiveReport, now: Date): string {
  return t('words.note', {
    report: REPORT_LABELS[report.kind],
    ago: reportedAgoText(report.lastReportedAt, now),
  });
}
