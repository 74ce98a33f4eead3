/**
 * The owner's queue of open status reports (docs/product.md §10): read like the other owner reads,
 * starting from the answer kept on this device (lib/persisted-queries), and settled through the
 * outbox (docs/decisions.md §6) so a tap on the course with no signal still counts.
 */
import { useQuery } from '@tanstack/react-query';
import {
  ownerReportListResultSchema,
  type OwnerReport,
  type ReportResolution,
} from '../../../../shared/schemas/reports';
import { api, parseData } from '../../../lib/api';
import { keptQuery, useKeptQueries } from '../../../lib/persisted-queries';
import { queueWrite } from '../../../offline/outbox';
import { ownerKeys } from './queries';

const kept = keptQuery('owner-reports');

export function useOwnerReports(userId: string | undefined) {
  // The kept answer first (shown at once, with its age), then the network.
  const enabled = useKeptQueries(userId) && Boolean(userId);
  return useQuery({
    queryKey: [...ownerKeys.user(userId ?? ''), 'reports'],
    queryFn: ({ signal }) => parseData(api.get('owner/reports', { signal }), ownerReportListResultSchema),
    ...kept,
    networkMode: 'always',
    enabled,
  });
}

/** The restroom's name is the entry's `subject`: /sync names it in the language on screen. */
export function resolveReport(report: OwnerReport, resolution: ReportResolution) {
  return queueWrite('report.resolve', {
    params: {
      reportId: report._id,
      restroomId: report.restroomId,
      courseId: report.courseId,
      kind: report.kind,
    },
    body: { resolution },
    subject: report.restroomName,
  });
}
