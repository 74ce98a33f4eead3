/**
 * A restroom's live state on its card (docs/product.md §10): can I use it now, what its hours say,
 * what golfers reported (prominently, with how long ago and how many), who may use it, its season,
 * and how fresh that is. Judged at the moment it is drawn (the device copy may be hours old
 * offline: reports expire, doors close for the night and seasons turn on their own), never from the
 * saved `usableNow` alone.
 */
import { ChevronRight, CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { effectiveHours } from '../../../../shared/hours/judge';
import type { ActiveReport, Restroom } from '../../../../shared/schemas';
import { HoursNote, SeasonReopening } from '../../../components/hours-note';
import { useHoursEngine } from '../../../lib/hours-engine';
import { judgeRestroom, liveReports, verdictText } from '../../../lib/restroom-verdict';
import {
  ACCESS_LABELS,
  REPORT_LABELS,
  SEASON_LABELS,
  freshnessText,
  openMonthsText,
  reportedAgoText,
} from '../../../lib/restroom-words';
import { useT, type Translate } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

function reportLine(report: ActiveReport, now: Date, t: Translate<typeof courseWords>): string {
  return t('course.reportLine', {
    kind: REPORT_LABELS[report.kind],
    ago: reportedAgoText(report.lastReportedAt, now),
    count: report.count,
  });
}

export function seasonText(restroom: Restroom): string {
  return restroom.season === 'seasonal'
    ? openMonthsText(restroom.openMonths)
    : SEASON_LABELS[restroom.season];
}

export function RestroomStatus({
  restroom,
  now,
  onDetails,
}: {
  restroom: Restroom;
  now: Date;
  /** On a card: the way to its detail, at the end of the facts it summarises. */
  onDetails?: () => void;
}) {
  const engine = useHoursEngine(effectiveHours(restroom) !== null);
  const t = useT(courseWords);
  const verdict = judgeRestroom(restroom, now, engine);
  const look = verdict.usable ? 'usable' : verdict.maybe ? 'maybe' : 'not';
  const Icon = { usable: CircleCheck, maybe: TriangleAlert, not: CircleX }[look];
  const reports = liveReports(restroom, now);
  return (
    <div className="mt-3 space-y-2">
      <p
        className={
          {
            usable: 'flex items-center gap-1.5 font-bold text-primary',
            maybe: 'flex items-center gap-1.5 font-bold text-flag-950 dark:text-flag-300',
            not: 'flex items-center gap-1.5 font-bold text-danger dark:text-red-300',
          }[look]
        }
      >
        <Icon aria-hidden className="size-5 shrink-0" />
        {verdictText(verdict, restroom.access)}
      </p>
      {verdict.usable && verdict.hours && <HoursNote line={verdict.hours} />}
      {verdict.usable && <SeasonReopening restroom={restroom} now={now} engine={engine} />}
      {reports.length > 0 && (
        <ul aria-label={t('course.reportedProblems')} className="space-y-1">
          {reports.map((report) => (
            <li
              key={report.kind}
              className="flex items-start gap-1.5 rounded-lg bg-flag-300/30 px-2 py-1 text-sm font-semibold dark:bg-flag-950"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {reportLine(report, now, t)}
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-fg-muted">
          {ACCESS_LABELS[restroom.access]} · {seasonText(restroom)} · {freshnessText(restroom, now)}
        </p>
        {onDetails && (
          <button
            type="button"
            onClick={onDetails}
            aria-label={t('course.detailsOf', { name: restroom.name })}
            className="inline-flex min-h-11 shrink-0 items-center gap-0.5 rounded-lg px-2 text-sm font-semibold text-primary underline-offset-2 hover:underline"
          >
            {t('course.details')}
            <ChevronRight aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
