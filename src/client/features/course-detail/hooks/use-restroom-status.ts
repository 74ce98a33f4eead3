/**
 * "Still here and OK" and "Report a problem" from a restroom's card (docs/product.md §10): each a
 * write through the outbox (docs/decisions.md §6), shown at once, sent when the signal allows. A
 * guest is asked to sign in first, as for every write (docs/decisions.md §1).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReportKind } from '../../../../shared/report-kinds';
import { reportListResultSchema } from '../../../../shared/schemas/reports';
import { api, parseData } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useOutboxView } from '../../../offline/outbox';
import { useSession } from '../../auth';
import { isPendingId, type ShownRestroom } from '../api/optimistic';
import { detailKeys } from '../api/queries';
import { queueConfirm, queueReport } from '../api/writes';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

export function useRestroomStatus(restroom: ShownRestroom, onNeedSignIn: () => void) {
  const { user } = useSession();
  const t = useT(courseWords);
  const signedIn = () => {
    if (user) return true;
    onNeedSignIn();
    return false;
  };

  const confirm = async () => {
    if (!signedIn()) return;
    try {
      await queueConfirm(restroom);
      toast({ title: t('course.thanks'), description: t('course.confirmed') });
    } catch {
      toast({ title: t('course.error'), description: t('course.confirmFailed'), variant: 'destructive' });
    }
  };

  const report = async (kind: ReportKind, note: string): Promise<boolean> => {
    if (!signedIn()) return false;
    try {
      await queueReport(restroom, { kind, ...(note.trim() ? { note: note.trim() } : {}) });
      toast({ title: t('course.reportSent'), description: t('course.reportSentText') });
      return true;
    } catch {
      toast({ title: t('course.error'), description: t('course.reportFailed'), variant: 'destructive' });
      return false;
    }
  };

  return {
    /** A restroom still waiting in the outbox has nothing on the server to confirm or report yet. */
    disabled: isPendingId(restroom._id),
    confirm,
    report,
  };
}

/**
 * The kinds the golfer already reported here and that are still active (a second one is refused,
 * docs/product.md §10): their queued reports, and, with a signal, the server's list (its `mine`).
 */
export function useMyActiveReportKinds(restroom: ShownRestroom, open: boolean): Set<ReportKind> {
  const { user } = useSession();
  const userId = user?._id ?? null;
  const { entries } = useOutboxView(
    userId,
    (entry) =>
      entry.kind === 'report.create' && entry.status !== 'failed' && entry.params.restroomId === restroom._id,
  );
  const server = useQuery({
    queryKey: [...detailKeys.reports(restroom._id), userId],
    queryFn: ({ signal }) =>
      parseData(
        api.get(`restrooms/${encodeURIComponent(restroom._id)}/reports`, { signal }),
        reportListResultSchema,
      ),
    enabled: open && userId !== null && !isPendingId(restroom._id),
    retry: false,
  });
  const kinds = new Set<ReportKind>();
  for (const entry of entries)
    if (entry.kind === 'report.create' && entry.body?.kind) kinds.add(entry.body.kind);
  for (const report of server.data?.reports ?? []) if (report.mine) kinds.add(report.kind);
  return kinds;
}
