/**
 * The owner dashboard (spec §2, /owner-dashboard, course owners and admins): five numbers, then
 * Pending Submissions (default), My Courses and Analytics (a placeholder, decisions.md §1).
 * Approve and reject go through the outbox (decisions.md §6): the submission leaves the list at once,
 * the success toast comes when the server confirms, and a refusal comes back with its reason.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, Clock, Flag, MessageSquare, Star, Toilet } from 'lucide-react';
import { formatRating } from '../../../shared/format';
import type { PendingSubmission } from '../../../shared/schemas/owner';
import { useQueriesLoadState } from '../../components/ui/load-status';
import { StatCard, StatCardSkeleton } from '../../components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../lib/toast';
import { discardEntry, onWriteSynced, retryEntry, useOutboxEntries } from '../../offline/outbox';
import { useSession } from '../auth';
import { ownerKeys, useOwnerData } from './api/queries';
import { queueSubmissionReview } from './api/review-submission';
import { CourseGrid } from './components/course-grid';
import { PendingList, REVIEW_ERROR } from './components/pending-list';
import { ReviewDialog } from './components/review-dialog';
import {
  arrangePending,
  REVIEW_KIND,
  reviewActionOf,
  reviewSuccessMessage,
  type ReviewAction,
} from './lib/pending';

export const OWNER_DASHBOARD_ERROR = 'Failed to load owner dashboard data. Please try again.';

const isReview = (entry: { kind: string }) => entry.kind === REVIEW_KIND;

function ListSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      {[0, 1].map((n) => (
        <div key={n} className="h-44 animate-pulse rounded-2xl bg-surface-muted motion-reduce:animate-none" />
      ))}
    </div>
  );
}

/** Toasts and refreshes when a decision reaches the server, and says so when one is refused. */
function useReviewSyncFeedback(failedKey: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onWriteSynced((entry) => {
        if (!isReview(entry)) return;
        const action = reviewActionOf(entry);
        if (action) toast({ title: 'Success', description: reviewSuccessMessage(action) });
        void queryClient.invalidateQueries({ queryKey: ownerKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      }),
    [queryClient],
  );
  const known = useRef(new Set<string>());
  useEffect(() => {
    const failedIds = failedKey ? failedKey.split(' ') : [];
    const fresh = failedIds.filter((id) => !known.current.has(id));
    known.current = new Set(failedIds);
    if (fresh.length > 0) toast({ title: 'Error', description: REVIEW_ERROR, variant: 'destructive' });
  }, [failedKey]);
}

export function OwnerDashboardPage() {
  const { user } = useSession();
  const { stats, courses, submissions } = useOwnerData(user?._id);
  const entries = useOutboxEntries(isReview);
  const [deciding, setDeciding] = useState<{ submission: PendingSubmission; action: ReviewAction } | null>(
    null,
  );
  const [busyId, setBusyId] = useState<string | null>(null);

  const queries = [stats, courses, submissions];
  const loadState = useQueriesLoadState(queries, OWNER_DASHBOARD_ERROR);

  const arranged = arrangePending(submissions.data?.submissions ?? [], entries);
  useReviewSyncFeedback(arranged.failed.map((review) => review.entry.id).join(' '));

  const confirm = async (reason: string) => {
    if (!deciding) return;
    const { submission, action } = deciding;
    setBusyId(submission._id);
    try {
      await queueSubmissionReview(submission, action, reason);
      setDeciding(null);
    } catch {
      toast({ title: 'Error', description: REVIEW_ERROR, variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  };

  const s = stats.data?.stats;
  const courseList = courses.data?.courses;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Owner Dashboard</h1>
      <p className="mt-1 text-lg text-fg-muted">Manage your golf courses and review restroom submissions.</p>
      {loadState}

      {(s || !stats.isError) && (
        <dl aria-label="Your courses in numbers" className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
          {s ? (
            <>
              <StatCard
                label="My Courses"
                value={s.totalCourses}
                caption="Golf courses owned"
                icon={<Flag className="size-5" />}
              />
              <StatCard
                label="Total Restrooms"
                value={s.totalRestrooms}
                caption="Across all courses"
                icon={<Toilet className="size-5" />}
              />
              <StatCard
                label="Pending Reviews"
                value={s.pendingSubmissions}
                caption="Awaiting your review"
                icon={<Clock className="size-5" />}
              />
              <StatCard
                label="Total Reviews"
                value={s.totalReviews}
                caption="User reviews received"
                icon={<MessageSquare className="size-5" />}
              />
              <StatCard
                label="Average Rating"
                value={formatRating(s.averageRating)}
                caption="Across all facilities"
                icon={<Star className="size-5" />}
              />
            </>
          ) : (
            [0, 1, 2, 3, 4].map((n) => <StatCardSkeleton key={n} />)
          )}
        </dl>
      )}

      <Tabs defaultValue="pending" className="mt-6">
        <TabsList aria-label="Owner dashboard sections">
          <TabsTrigger value="pending">Pending Submissions ({arranged.open.length})</TabsTrigger>
          <TabsTrigger value="courses">My Courses ({courseList?.length ?? 0})</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
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
        <TabsContent value="courses">
          {courseList ? <CourseGrid courses={courseList} /> : !courses.isError && <ListSkeleton />}
        </TabsContent>
        <TabsContent value="analytics">
          <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-line px-6 py-12 text-center text-fg-muted">
            <BarChart3 aria-hidden className="size-8" />
            <p>Detailed analytics coming soon.</p>
          </div>
        </TabsContent>
      </Tabs>

      {deciding && (
        <ReviewDialog
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
