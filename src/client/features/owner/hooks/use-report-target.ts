/**
 * The report a link named (`?report=<id>`, from a push or an alert e-mail; docs/product.md §12):
 * the open report it belongs to is highlighted, focused and scrolled to; one that is no longer open
 * (fixed, dismissed, expired, its restroom removed) is said so, once the server's list has come. A
 * report is named by any of its group's report ids: the push told about one golfer's report, and
 * the queue shows it with the others of that restroom and kind.
 */
import { useEffect, useState } from 'react';
import type { OwnerReport } from '../../../../shared/schemas/reports';
import type { ReportsQueue } from './use-reports-queue';

export const reportKey = (report: OwnerReport) => `${report.restroomId}-${report.kind}`;

export function useReportTarget(queue: ReportsQueue, reportId: string | null, clear: () => void) {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const { reports, arranged } = queue;
  // Judged on the server's list of now: the copy kept on the device may still hold a report fixed
  // since, or lack one made since. Without an answer, the kept copy is all there is: a report found
  // there is shown, but none is called closed on its word.
  const answered = reports.isFetchedAfterMount && !reports.isFetching && !reports.isError;
  const unanswered = reports.isError && !reports.isFetching;
  const found = reportId
    ? arranged.open.find((report) => report._id === reportId || report.reportIds.includes(reportId))
    : undefined;
  const foundKey = found ? reportKey(found) : null;

  useEffect(() => {
    if (!reportId || !reports.data) return;
    if (foundKey && (answered || unanswered)) {
      setHighlighted(foundKey);
      setMissing(false);
      clear();
    } else if (!foundKey && answered) {
      setHighlighted(null);
      setMissing(true);
      clear();
    }
  }, [reportId, foundKey, answered, unanswered, reports.data, clear]);

  return { highlighted, missing, dismissMissing: () => setMissing(false) };
}

export type ReportTarget = ReturnType<typeof useReportTarget>;
