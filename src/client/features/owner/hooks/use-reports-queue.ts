/**
 * What the Reports tab decides (docs/product.md §10): the open reports with the owner's queued
 * resolutions laid over them (docs/decisions.md §6), the clock they are judged by, the tap that
 * queues a resolution, and what the owner is told when one reaches the server or is refused.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OwnerReport, ReportResolution } from '../../../../shared/schemas/reports';
import { toast } from '../../../lib/toast';
import { onWriteSynced, useOutboxView, type OutboxEntry } from '../../../offline/outbox';
import { ownerKeys } from '../api/queries';
import { resolveReport, useOwnerReports } from '../api/reports';
import { arrangeReports, isResolve, resolvedMessage } from '../lib/reports';

const RESOLVE_ERROR = 'Failed to resolve report. Please try again.';

/** Now, moved on every minute: "reported 40 min ago" and "clears itself in 3 h" stay true. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A success toast and a fresh list when a resolution reaches the server (in this tab or another);
 * a toast of its own when one is refused, said once: the refusals already there when the screen
 * opened are on the tab and on /sync.
 */
function useResolveFeedback(userId: string | null, entries: OutboxEntry[], ready: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onWriteSynced((entry) => {
        if (!isResolve(entry)) return;
        toast({ title: 'Success', description: resolvedMessage(entry.body?.resolution) });
        // The stats count restrooms too, and a removal takes one away.
        void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
      }),
    [queryClient],
  );
  const known = useRef<{ userId: string | null; ids: Set<string> } | null>(null);
  useEffect(() => {
    if (!ready) return;
    const failed = entries.filter((entry) => entry.status === 'failed');
    const before = known.current?.userId === userId ? known.current.ids : null;
    known.current = { userId, ids: new Set(failed.map((entry) => entry.id)) };
    if (!before) return;
    for (const entry of failed) {
      if (before.has(entry.id)) continue;
      toast({
        title: 'Not saved',
        description: `${entry.label}: ${entry.error ?? RESOLVE_ERROR}`,
        variant: 'destructive',
      });
    }
  }, [entries, ready, userId]);
}

export function useReportsQueue(userId: string | undefined) {
  const reports = useOwnerReports(userId);
  const { entries, ready } = useOutboxView(userId ?? null, isResolve);
  const now = useMinuteClock();
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
      toast({ title: 'Error', description: RESOLVE_ERROR, variant: 'destructive' });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return { reports, arranged, now, busyId, resolve };
}

export type ReportsQueue = ReturnType<typeof useReportsQueue>;
