/**
 * One open report of the owner's queue (docs/product.md §10): what is wrong, prominently; which
 * restroom of which course; how many golfers said so and when; their notes, as text; and when the
 * report clears itself. Two one-tap actions under it: Fixed and Dismiss, or, for "gone", Confirm
 * removal (asked first: it deletes the restroom) and Still there.
 */
import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { BellRing, Check, CircleCheck, Trash2, TriangleAlert, X } from 'lucide-react';
import type { OwnerReport, ReportResolution } from '../../../../shared/schemas/reports';
import { Button } from '../../../components/ui/button';
import { REPORT_LABELS, reportedAgoText } from '../../../lib/restroom-words';
import { clearsText, golfersText, reportTitle, resolveLabel } from '../lib/reports';
import { useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';

// Icons only from `sm` up: at 390 px two buttons side by side must hold 'Confirm removal' without
// either running past the card (issue 15: the first row's actions on the first screen, no sideways
// scrolling). A button that still does not fit wraps under the other (flex-wrap, 9rem basis).
const ICON = 'hidden size-5 sm:block';
const ACTION = 'grow basis-36';

function ReportActions({
  report,
  disabled,
  onResolve,
  onAskRemoval,
}: {
  report: OwnerReport;
  disabled: boolean;
  onResolve: (report: OwnerReport, resolution: ReportResolution) => void;
  onAskRemoval: (report: OwnerReport) => void;
}) {
  const t = useT(owner);
  if (report.kind === 'gone') {
    return (
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="destructive"
          className={ACTION}
          disabled={disabled}
          aria-label={t('owner.confirmRemovalOf', { restroom: report.restroomName })}
          onClick={() => onAskRemoval(report)}
        >
          <Trash2 aria-hidden className={ICON} />
          {t('owner.confirmRemoval')}
        </Button>
        <Button
          variant="outline"
          className={ACTION}
          disabled={disabled}
          aria-label={resolveLabel(t, report, 'dismissed')}
          onClick={() => onResolve(report, 'dismissed')}
        >
          <CircleCheck aria-hidden className={ICON} />
          {t('owner.stillThere')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button
        className={ACTION}
        disabled={disabled}
        aria-label={resolveLabel(t, report, 'fixed')}
        onClick={() => onResolve(report, 'fixed')}
      >
        <Check aria-hidden className={ICON} />
        {t('owner.fixed')}
      </Button>
      <Button
        variant="outline"
        className={ACTION}
        disabled={disabled}
        aria-label={resolveLabel(t, report, 'dismissed')}
        onClick={() => onResolve(report, 'dismissed')}
      >
        <X aria-hidden className={ICON} />
        {t('owner.dismiss')}
      </Button>
    </div>
  );
}

export function ReportsItem({
  report,
  now,
  disabled,
  highlighted = false,
  onResolve,
  onAskRemoval,
}: {
  report: OwnerReport;
  now: Date;
  disabled: boolean;
  /** The report a notification's link named: marked, scrolled to and focused. */
  highlighted?: boolean;
  onResolve: (report: OwnerReport, resolution: ReportResolution) => void;
  onAskRemoval: (report: OwnerReport) => void;
}) {
  const t = useT(owner);
  const clears = clearsText(t, report.expiresAt, now);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!highlighted) return;
    item.current?.scrollIntoView({ block: 'center' });
    item.current?.focus({ preventScroll: true });
  }, [highlighted]);
  return (
    <li
      ref={item}
      aria-label={reportTitle(t, report)}
      tabIndex={highlighted ? -1 : undefined}
      className={clsx(
        'rounded-2xl border bg-surface p-4 shadow-sm',
        highlighted ? 'border-primary ring-4 ring-flag-400' : 'border-line',
      )}
    >
      {highlighted && (
        <p className="mb-2 flex items-center gap-1.5 text-sm font-bold text-primary">
          <BellRing aria-hidden className="size-4" />
          {t('owner.toldAbout')}
        </p>
      )}
      <h3 className="flex items-center gap-1.5 text-lg leading-snug font-bold">
        <TriangleAlert aria-hidden className="size-5 shrink-0 text-danger dark:text-red-300" />
        {REPORT_LABELS[report.kind]}
      </h3>
      <p className="mt-0.5 font-semibold">
        {report.restroomName}
        <span className="font-normal text-fg-muted"> · {report.courseName}</span>
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        {t('owner.reported', {
          golfers: golfersText(t, report.count, report.viaSign),
          ago: reportedAgoText(report.lastReportedAt, now),
        })}
        {clears && ` · ${clears}`}
      </p>
      {report.notes.length > 0 && (
        <ul aria-label={t('owner.notes')} className="mt-2 space-y-1 text-sm">
          {report.notes.map((note, index) => (
            // Notes may repeat (two golfers, one word): their place tells them apart.
            <li key={index} className="rounded-lg bg-surface-muted px-2 py-1 break-words">
              “{note}”
            </li>
          ))}
        </ul>
      )}
      <ReportActions report={report} disabled={disabled} onResolve={onResolve} onAskRemoval={onAskRemoval} />
    </li>
  );
}
