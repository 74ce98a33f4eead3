/**
 * Course detail (/course/:id, docs/product.md §2), browsable without an account (docs/decisions.md §1). The
 * course, its restrooms and their reviews come from the device first and are refreshed from the network; the
 * signed-in user's queued writes are laid over them (api/optimistic.ts). The screen composes:
 * hooks/use-course-detail.ts decides what it shows, components/ draw it.
 */
import { OsmAttribution } from '../../components/osm-attribution';
import { memo, useDeferredValue } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { NotSaved } from '../../components/ui/not-saved';
import { apiErrorMessage, isUnanswered } from '../../lib/api';
import { LegalDocumentDialog } from '../legal';
import { useCourse, useRestrooms } from './api/queries';
import { AddRestroomDialog } from './components/add-restroom-dialog';
import { CourseArea, CourseAreaLink, CoursePackHere } from './components/course-area';
import { CourseHeader } from './components/course-header';
import { RestroomsSection } from './components/restrooms-section';
import { ReviewDialog } from './components/review-dialog';
import { NextRestroom } from './components/next-restroom';
import { StatusDialogs } from './components/status-dialogs';
import { SignInPrompt } from './components/sign-in-prompt';
import { useCourseDetail, type OutboxView } from './hooks/use-course-detail';
import { useRestroomTarget } from './hooks/use-restroom-target';
import { useOutboxView } from '../../offline/outbox';
import { useSession } from '../auth';
import { useAtCourse } from '../offline-maps';
import { CourseFacts } from './components/course-facts';
import { QuickQuestion } from './components/quick-question';
import { useQuickQuestion } from './hooks/use-quick-question';
import { useRoundHole } from './hooks/use-round';
import { ClaimHere } from './components/claim-here';
import { useT } from '../../lib/i18n/catalogue';
import courseWords from '../../lib/i18n/catalogues/en/course';

function BackLink() {
  const t = useT(courseWords);
  return (
    <Link to="/courses" className={buttonClasses({ variant: 'ghost', className: '-ml-3' })}>
      <ArrowLeft aria-hidden className="size-5" />
      {t('course.back')}
    </Link>
  );
}

function NotFound({ message }: { message: string }) {
  const t = useT(courseWords);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <BackLink />
      <div className="mt-6 rounded-2xl border border-line p-6 text-center">
        <h1 className="text-2xl font-bold">{t('course.notFound')}</h1>
        <p className="mt-2 text-fg-muted">{message}</p>
      </div>
    </div>
  );
}

/** No signal and the course was never seen on this device (docs/decisions.md §6). */
function NotSavedCourse() {
  const t = useT(courseWords);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <BackLink />
      <div className="mt-6 rounded-2xl border border-line p-6">
        {/* A screen of its own has its heading, for screen readers' "jump to heading" too. */}
        <h1 className="mb-2 text-2xl font-bold">{t('course.notSaved')}</h1>
        <NotSaved what={t('course.thisCourse')} large />
      </div>
    </div>
  );
}

export function CourseDetailPage() {
  const { id } = useParams();
  const t = useT(courseWords);
  if (!id) return <NotFound message={t('course.noId')} />;
  return <CourseDetail id={id} />;
}

/**
 * The reads, and the screen drawn from them one step behind: an answer arriving re-renders this
 * component at once (TanStack Query's store updates are synchronous) but the screen as a transition,
 * which React splits into slices of a few milliseconds. Drawn in one go, a slow phone's main thread
 * was blocked for hundreds of milliseconds when the course arrived (issue 7: TBT).
 */
function CourseDetail({ id }: { id: string }) {
  const course = useDeferredValue(useCourse(id));
  const restrooms = useDeferredValue(useRestrooms(id));
  // The golfer's queued writes move in step with the answers they are laid over: an entry leaves
  // the outbox just after its answer reached the cache (offline/outbox/drain-core.ts), and drawn
  // urgently while the answer waited its deferred turn, a card showed the old answer for a frame.
  const { user } = useSession();
  const outbox = useOutboxView(user?._id ?? null);
  const entries = useDeferredValue(outbox.entries);
  const outboxReady = useDeferredValue(outbox.ready);
  return (
    <CourseDetailView
      id={id}
      course={course}
      restrooms={restrooms}
      outbox={{ entries, ready: outboxReady }}
      user={user}
    />
  );
}

const CourseDetailView = memo(function CourseDetailView({
  id,
  course,
  restrooms,
  outbox,
  user,
}: {
  id: string;
  course: ReturnType<typeof useCourse>;
  restrooms: ReturnType<typeof useRestrooms>;
  outbox: OutboxView;
  user: ReturnType<typeof useSession>['user'];
}) {
  const t = useT(courseWords);
  const detail = useCourseDetail(id, course, restrooms, outbox);
  const { target, reach } = useRestroomTarget(detail.byTab, detail.tab, detail.setTab);
  // At the course (a hole chosen, or the position on it) the question comes unasked, near the top.
  const [hole] = useRoundHole(id, new Date());
  const atCourse = useAtCourse(course.course, hole !== null);
  const question = <QuickQuestion ask={useQuickQuestion(id, user, outbox.entries, course.course?.facts)} />;

  if (!course.course) {
    // A screen's height while it loads: the footer starts below the fold, so the page arriving does
    // not push it (Lighthouse counted that as a 0.25 layout shift).
    if (course.isLoading)
      return (
        <div className="min-h-dvh">
          <CenteredSpinner />
        </div>
      );
    if (isUnanswered(course.error)) return <NotSavedCourse />;
    const notFound = t('course.notFoundMessage');
    return <NotFound message={course.error ? apiErrorMessage(course.error, notFound) : notFound} />;
  }

  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 pt-4 pb-10">
      {/* At 320 px "Map & offline" goes under "Back to Courses" rather than past the screen. */}
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <BackLink />
        <CourseAreaLink course={course.course} />
      </div>
      <CourseHeader
        course={course.course}
        restroomCount={detail.restroomCount}
        onShowDisclaimers={() => detail.setDisclaimers(true)}
      />
      {/* The round first (issue 38): a golfer mid-round asks for the next restroom, not the list. */}
      <NextRestroom
        course={course.course}
        restrooms={detail.byTab.all}
        loading={restrooms.isLoading || !detail.outboxReady}
      />
      <CoursePackHere course={course.course} />
      {atCourse && question}
      <CourseFacts facts={course.course.facts} clubhouseListed={detail.byTab.clubhouse.length > 0} />
      {/* The restrooms first: they are why the golfer came (issue 20); the map is a tap away. */}
      <RestroomsSection
        byTab={detail.byTab}
        refused={detail.refused}
        isLoading={restrooms.isLoading || !detail.outboxReady}
        notSaved={detail.restroomsNotSaved}
        signedIn={detail.signedIn}
        tab={detail.tab}
        onTabChange={detail.setTab}
        onAdd={detail.openAdd}
        cards={{
          review: detail.review,
          report: detail.report,
          details: detail.showDetails,
          needSignIn: detail.needSignIn,
          now: new Date(),
          target,
          reach,
          coursePoint: course.course,
        }}
      />
      {!atCourse && question}
      <CourseArea course={course.course} restrooms={detail.byTab.all} />
      <ClaimHere course={course.course} />
      <OsmAttribution lead={t('course.osmLead')} className="mt-6" />
      <AddRestroomDialog
        courseId={id}
        coursePoint={course.course}
        restrooms={detail.byTab.all}
        open={detail.adding}
        onOpenChange={detail.setAdding}
      />
      {detail.reviewed && <ReviewDialog restroom={detail.reviewed} onClose={() => detail.review(null)} />}
      <StatusDialogs detail={detail} courseId={id} coursePoint={course.course} />
      <SignInPrompt
        open={detail.signIn !== null}
        onOpenChange={(open) => !open && detail.closeSignIn()}
        what={detail.signIn ?? 'add'}
      />
      <LegalDocumentDialog
        type={detail.disclaimers ? 'disclaimers' : null}
        onClose={() => detail.setDisclaimers(false)}
      />
    </div>
  );
});
