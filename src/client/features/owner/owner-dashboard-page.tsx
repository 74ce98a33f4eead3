/**
 * The owner dashboard (docs/product.md §2, /owner-dashboard, course owners and admins): five numbers, then
 * Pending Submissions (default), My Courses and Analytics (its own chunk, docs/product.md §12), then
 * Reports, the golfers' open status reports of the owner's courses (docs/product.md §10). The bell
 * opens the notification settings (§12, their own chunk); the address opens a tab, the settings or
 * a report (hooks/use-dashboard-links.ts).
 * Approve and reject go through the outbox (docs/decisions.md §6): the submission leaves the list at once,
 * the success toast comes when the server confirms, and a refusal comes back with its reason. Reports
 * are resolved the same way (hooks/use-reports-queue.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PendingSubmission } from '../../../shared/schemas/owner';
import { useQueriesLoadState } from '../../components/ui/load-status';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useT } from '../../lib/i18n/catalogue';
import owner from '../../lib/i18n/catalogues/en/owner';
import { toast } from '../../lib/toast';
import { discardEntry, onWriteSynced, retryEntry, useOutboxEntries } from '../../offline/outbox';
import { useSession } from '../auth';
import { ClaimsQueue, useClaimsQueue } from '../claims';
import { ownerKeys, useOwnerData } from './api/queries';
import { decideSubmission } from './api/decide-submission';
import { AnalyticsTab } from './components/analytics-tab';
import { CourseGrid } from './components/course-grid';
import { DashboardTitle } from './components/dashboard-title';
import { NotificationsSection } from './components/notifications-section';
import { ListSkeleton } from './components/list-skeleton';
import { PendingList } from './components/pending-list';
import { ModerationDialog } from './components/moderation-dialog';
import { OwnerStats } from './components/owner-stats';
import { ReportsPanel } from './components/reports-panel';
import { useDashboardLinks } from './hooks/use-dashboard-links';
import { useReportTarget } from './hooks/use-report-target';
import { useReportsQueue } from './hooks/use-reports-queue';
import {
  arrangePending,
  isDecision,
  moderationActionOf,
  decisionSuccessMessage,
  type ModerationAction,
} from './lib/pending';

/** Toasts and refreshes when a decision reaches the server, and says so when one is refused. */
function useDecisionSyncFeedback(failedKey: string) {
  const queryClient = useQueryClient();
  const t = useT(owner);
  useEffect(
    () =>
      onWriteSynced((entry) => {
        if (!isDecision(entry)) return;
        const action = moderationActionOf(entry);
        if (action) toast({ title: t('owner.success'), description: decisionSuccessMessage(t, action) });
        void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      }),
    [queryClient, t],
  );
  const known = useRef(new Set<string>());
  useEffect(() => {
    const failedIds = failedKey ? failedKey.split(' ') : [];
    const fresh = failedIds.filter((id) => !known.current.has(id));
    known.current = new Set(failedIds);
    if (fresh.length > 0)
      toast({ title: t('owner.error'), description: t('owner.decisionError'), variant: 'destructive' });
  }, [failedKey, t]);
}

// Five tabs (an admin's) at 320 px leave a German "Meldungen" no room on one line: a word that does
// not fit is hyphenated where the browser can (the page's lang), else broken, never drawn over its
// neighbour (issue 39).
const PHONE_TAB = 'max-sm:px-1 max-sm:text-xs max-sm:hyphens-auto max-sm:wrap-anywhere';

export function OwnerDashboardPage() {
  const t = useT(owner);
  const { user } = useSession();
  const admin = user?.role === 'admin';
  const { stats, courses, submissions } = useOwnerData(user?._id);
  const claims = useClaimsQueue(admin);
  const reportsQueue = useReportsQueue(user?._id);
  const links = useDashboardLinks();
  const reportTarget = useReportTarget(reportsQueue, links.reportId, links.clearReport);
  const entries = useOutboxEntries(isDecision);
  const [deciding, setDeciding] = useState<{
    submission: PendingSubmission;
    action: ModerationAction;
  } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const queries = [stats, courses, submissions, reportsQueue.reports];
  const loadState = useQueriesLoadState(queries, t('owner.loadError'), t('owner.notSavedWhat'));

  const arranged = arrangePending(submissions.data?.submissions ?? [], entries);
  useDecisionSyncFeedback(arranged.failed.map((queued) => queued.entry.id).join(' '));

  const confirm = async (reason: string) => {
    if (!deciding) return;
    const { submission, action } = deciding;
    setBusyId(submission._id);
    try {
      await decideSubmission(submission, action, reason);
      setDeciding(null);
    } catch {
      toast({ title: t('owner.error'), description: t('owner.decisionError'), variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  };

  const s = stats.data?.stats;
  const courseList = courses.data?.courses;
  return (
    // Tighter on phones, so the first pending submission's buttons are on the first screen (issue 20).
    <section className="mx-auto w-full max-w-5xl px-4 pt-4 pb-6 sm:px-8 sm:py-10">
      <DashboardTitle
        open={links.notificationsOpen}
        onToggle={() => links.setNotificationsOpen(!links.notificationsOpen)}
      />
      {links.notificationsOpen && user && (
        <NotificationsSection userId={user._id} onClose={() => links.setNotificationsOpen(false)} />
      )}
      {loadState}

      {(s || !stats.isError) && <OwnerStats stats={s} />}

      <Tabs value={links.tab} onValueChange={links.setTab} className="mt-4 sm:mt-6">
        {/* Four tabs share a phone's width in one row, their labels in smaller type on two or three
            lines: a second row of tabs pushed the first Approve below a 390×844 screen. */}
        <TabsList aria-label={t('owner.sections')}>
          <TabsTrigger value="pending" className={PHONE_TAB}>
            {t('owner.tab.pending', { n: arranged.open.length })}
          </TabsTrigger>
          <TabsTrigger value="courses" className={PHONE_TAB}>
            {t('owner.tab.courses', { n: courseList?.length ?? 0 })}
          </TabsTrigger>
          <TabsTrigger value="analytics" className={PHONE_TAB}>
            {t('owner.analytics')}
          </TabsTrigger>
          <TabsTrigger value="reports" className={PHONE_TAB}>
            {t('owner.tab.reports', { n: reportsQueue.arranged.open.length })}
          </TabsTrigger>
          {admin && (
            <TabsTrigger value="claims" className={PHONE_TAB}>
              {t('owner.tab.claims', { n: claims.data?.claims.length ?? 0 })}
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="pending">
          {submissions.data ? (
            <PendingList
              arranged={arranged}
              busyId={busyId}
              onDecide={(submission, action) => setDeciding({ submission, action })}
              onRetry={(id) => void retryEntry(id)}
              onDiscard={(id) => void discardEntry(id)}
            />
          ) : (
            !submissions.isError && <ListSkeleton />
          )}
        </TabsContent>
        <TabsContent value="courses" heading={t('owner.myCourses')}>
          {courseList ? (
            <CourseGrid courses={courseList} admin={admin} />
          ) : (
            !courses.isError && <ListSkeleton />
          )}
        </TabsContent>
        <TabsContent value="analytics" heading={t('owner.analytics')}>
          <AnalyticsTab courses={courseList} />
        </TabsContent>
        <TabsContent value="reports" heading={t('owner.reports')}>
          <ReportsPanel queue={reportsQueue} target={reportTarget} />
        </TabsContent>
        {admin && (
          <TabsContent value="claims" heading={t('owner.claims')}>
            <ClaimsQueue />
          </TabsContent>
        )}
      </Tabs>

      {deciding && (
        <ModerationDialog
          key={`${deciding.submission._id}-${deciding.action}`}
          action={deciding.action}
          submissionName={deciding.submission.name}
          busy={busyId === deciding.submission._id}
          onConfirm={(reason) => void confirm(reason)}
          onClose={() => setDeciding(null)}
        />
      )}
    </section>
  );
}
