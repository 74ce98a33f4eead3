/**
 * What the Reports tab decides (docs/product.md §10): the open reports with the owner's queued
 * resolutions laid over them (docs/decisions.md §6), the clock they are judged by, the tap that
 * queues a resolution, and what the owner is told when one reaches the server or is refused.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OwnerReport, ReportResolution } from '../../../../shared/schemas/reports';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';
import { useNow } from '../../../lib/use-now';
import { useRefusedToasts } from '../../../lib/use-refused-toasts';
import { onWriteSynced, useOutboxView, type OutboxEntry } from '../../../offline/outbox';
import { ownerKeys } from '../api/queries';
import { resolveReport, useOwnerReports } from '../api/reports';
import { arrangeReports, isResolve, resolvedMessage } from '../lib/reports';

/**
 * A success toast and a fresh list when a resolution reaches the server (in this tab or another);
 * a toast of its own when one is refused (lib/use-refused-toasts.ts).
 */
function useResolveFeedback(userId: string | null, entries: OutboxEntry[], ready: boolean) {
  const queryClient = useQueryClient();
  const t = useT(owner);
  useEffect(
    () =>
      onWriteSynced((entry) => {
        if (!isResolve(entry)) return;
        toast({ title: t('owner.success'), description: resolvedMessage(t, entry.body?.resolution) });
        // The stats count restrooms too, and a removal takes one away.
        void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
      }),
    [queryClient, t],
  );
  useRefusedToasts(userId, entries, ready, t('owner.resolveError'));
}

export function useReportsQueue(userId: string | undefined) {
  const reports = useOwnerReports(userId);
  const { entries, ready } = useOutboxView(userId ?? null, isResolve);
  const now = useNow();
  const t = useT(owner);
  const arranged = arrangeReports(reports.data?.reports ?? [], entries, now);
  useResolveFeedback(userId ?? null, entries, ready);
  // The report whose resolution is being stored: its buttons wait, so a double tap queues one.
  const [busyId, setBusyId] = useState<string | null>(null);

  /** True once the resolution is stored on the device (the server gets it when it can). */
  const resolve = async (report: OwnerReport, resolution: ReportResolution): Promise<boolean> => {
    setBusyId(report._id);
    try {
      await resolveReport(report, resolution);
      return true;
    } catch {
      toast({ title: t('owner.error'), description: t('owner.resolveError'), variant: 'destructive' });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return { reports, arranged, now, busyId, resolve };
}

export type ReportsQueue = ReturnType<typeof useReportsQueue>;
