/**
 * Course detail (/course/:id, spec §2), browsable without an account (decisions.md §1). The course,
 * its restrooms and their reviews come from the device first and are refreshed from the network; the
 * signed-in user's queued writes are laid over them (api/optimistic.ts).
 */
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, Globe, Phone, Plus, ShieldCheck, Star } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { TooltipButton } from '../../components/ui/tooltip';
import { apiErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useOutboxEntries } from '../../offline/outbox';
import { useSession } from '../auth';
import { LegalDocumentDialog } from '../legal';
import { overlayRestrooms, type ShownRestroom } from './api/optimistic';
import { useCourse, useRestrooms } from './api/queries';
import { useSyncedWrites } from './api/writes';
import { AddRestroomDialog } from './components/add-restroom-dialog';
import { CourseArea } from './components/course-area';
import { RestroomCard } from './components/restroom-card';
import { ReviewDialog } from './components/review-dialog';
import { SignInPrompt, useReturnState } from './components/sign-in-prompt';

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'clubhouse', label: 'Clubhouse' },
  { value: 'halfway-house', label: 'Halfway House' },
  { value: 'on-course', label: 'On Course' },
] as const;

const VERIFIED_TOOLTIP =
  'Course owner confirmed this information. Does not guarantee current facility conditions.';

function BackLink() {
  return (
    <Link to="/courses" className={buttonClasses({ variant: 'ghost', className: '-ml-3' })}>
      <ArrowLeft aria-hidden className="size-5" />
      Back to Courses
    </Link>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <BackLink />
      <div className="mt-6 rounded-2xl border border-line p-6 text-center">
        <h1 className="text-2xl font-bold">Course Not Found</h1>
        <p className="mt-2 text-fg-muted">{message}</p>
      </div>
    </div>
  );
}

/**
 * The restroom list's shape while it loads (the tabs and two cards), so the page does not jump when
 * it arrives (a centred spinner was far shorter than the list).
 */
function RestroomsSkeleton() {
  return (
    <div role="status" aria-label="Loading restrooms..." className="mt-3 motion-safe:animate-pulse">
      <div className="h-[52px] rounded-xl bg-surface-muted" />
      <div className="mt-3 space-y-3">
        <div className="h-40 rounded-2xl border border-line bg-surface-muted" />
        <div className="h-40 rounded-2xl border border-line bg-surface-muted" />
      </div>
    </div>
  );
}

export function CourseDetailPage() {
  const { id } = useParams();
  if (!id) return <NotFound message="No course ID provided" />;
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
  return <CourseDetailView id={id} course={course} restrooms={restrooms} />;
}

const CourseDetailView = memo(function CourseDetailView({
  id,
  course,
  restrooms,
}: {
  id: string;
  course: ReturnType<typeof useCourse>;
  restrooms: ReturnType<typeof useRestrooms>;
}) {
  const { user } = useSession();
  const userId = user?._id ?? null;
  useSyncedWrites(id);
  const entries = useOutboxEntries();
  const [tab, setTab] = useState<string>('all');
  const [adding, setAdding] = useState(false);
  const [signIn, setSignIn] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [disclaimers, setDisclaimers] = useState(false);
  const returnState = useReturnState();

  const restroomError = restrooms.error;
  useEffect(() => {
    if (restroomError && !restrooms.restrooms) {
      toast({
        title: 'Warning',
        description: 'Could not load restroom data. Course details are still available.',
        variant: 'destructive',
      });
    }
  }, [restroomError, restrooms.restrooms]);

  const shown = useMemo(
    () => overlayRestrooms(restrooms.restrooms ?? [], entries, id, userId),
    [restrooms.restrooms, entries, id, userId],
  );
  const byTab = useMemo(() => {
    const onCourse = shown
      .filter((r) => r.locationType === 'on-course')
      .sort((a, b) => (a.holeNumber ?? 99) - (b.holeNumber ?? 99));
    return {
      all: shown,
      clubhouse: shown.filter((r) => r.locationType === 'clubhouse'),
      'halfway-house': shown.filter((r) => r.locationType === 'halfway-house'),
      'on-course': onCourse,
    } satisfies Record<string, ShownRestroom[]>;
  }, [shown]);

  const openAdd = () => (user ? setAdding(true) : setSignIn('add a restroom'));
  const reviewed = shown.find((r) => r._id === reviewing);

  if (!course.course) {
    // A screen's height while it loads: the footer starts below the fold, so the page arriving does
    // not push it (Lighthouse counted that as a 0.25 layout shift).
    if (course.isLoading)
      return (
        <div className="min-h-dvh">
          <CenteredSpinner />
        </div>
      );
    return (
      <NotFound
        message={
          course.error
            ? apiErrorMessage(course.error, 'The requested golf course could not be found.')
            : 'The requested golf course could not be found.'
        }
      />
    );
  }
  const c = course.course;

  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 pt-4 pb-10">
      <BackLink />
      <header className="mt-2 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{c.name}</h1>
        <p className="mt-1 text-fg-muted">
          {[c.address, c.city, `${c.state} ${c.zipCode}`.trim()].filter((part) => part.trim()).join(', ')}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-4">
          {c.phone && (
            <a
              href={`tel:${c.phone}`}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary"
            >
              <Phone aria-hidden className="size-4" />
              {c.phone}
            </a>
          )}
          {c.website && (
            <a
              href={c.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary"
            >
              <Globe aria-hidden className="size-4" />
              Website
            </a>
          )}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 font-semibold">
            <Star aria-hidden className="size-5 fill-flag-400 text-flag-500" />
            {c.averageRating.toFixed(1)}
            <span className="font-normal text-fg-muted">
              ({c.totalReviews} review{c.totalReviews === 1 ? '' : 's'})
            </span>
          </span>
          <Badge>
            {c.totalRestrooms} restroom{c.totalRestrooms === 1 ? '' : 's'}
          </Badge>
          <TooltipButton
            tooltip={VERIFIED_TOOLTIP}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-1 text-sm font-semibold text-primary"
          >
            <ShieldCheck aria-hidden className="size-5" />
            {c.verifiedRestrooms} verified
          </TooltipButton>
        </div>
        <p className="mt-3 text-xs text-fg-muted">
          Restroom information is shared by golfers and may be out of date.{' '}
          <button
            type="button"
            onClick={() => setDisclaimers(true)}
            className="min-h-11 font-semibold text-primary underline"
          >
            View full disclaimers
          </button>
        </p>
      </header>

      <CourseArea course={c} />

      <section aria-labelledby="restrooms-heading" className="mt-6">
        <div className="flex items-center justify-between gap-2">
          <h2 id="restrooms-heading" className="text-xl font-bold">
            Restrooms
          </h2>
          <Button onClick={openAdd}>
            <Plus aria-hidden className="size-4" />
            Add Restroom
          </Button>
        </div>
        {!user && (
          <p className="mt-2 text-sm text-fg-muted">
            <Link
              to="/login"
              state={returnState}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline"
            >
              Sign in
            </Link>{' '}
            to add restrooms, write reviews and give feedback.
          </p>
        )}
        {restrooms.isLoading ? (
          <RestroomsSkeleton />
        ) : shown.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-dashed border-line p-6 text-center">
            <p className="font-semibold">No restrooms listed</p>
            <Button className="mt-3" onClick={openAdd}>
              Add First Restroom
            </Button>
          </div>
        ) : (
          <Tabs.Root value={tab} onValueChange={setTab} className="mt-3">
            <Tabs.List
              aria-label="Restroom location"
              className="grid grid-cols-4 gap-1 rounded-xl bg-surface-muted p-1"
            >
              {TABS.map(({ value, label }) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="min-h-11 rounded-lg px-1 text-xs leading-tight font-semibold text-fg-muted data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm sm:text-sm"
                >
                  {label} ({byTab[value].length})
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {TABS.map(({ value }) => (
              <Tabs.Content key={value} value={value} className="mt-3">
                {byTab[value].length === 0 ? (
                  <p className="py-6 text-center text-fg-muted">No restrooms listed</p>
                ) : (
                  <ul className="space-y-3">
                    {byTab[value].map((restroom) => (
                      <RestroomCard
                        key={restroom._id}
                        restroom={restroom}
                        onReview={() => setReviewing(restroom._id)}
                        onNeedSignIn={() => undefined}
                      />
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </section>

      <AddRestroomDialog courseId={id} open={adding} onOpenChange={setAdding} />
      {reviewed && <ReviewDialog restroom={reviewed} onClose={() => setReviewing(null)} />}
      <SignInPrompt
        open={signIn !== null}
        onOpenChange={(open) => !open && setSignIn(null)}
        what={signIn ?? ''}
      />
      <LegalDocumentDialog type={disclaimers ? 'disclaimers' : null} onClose={() => setDisclaimers(false)} />
    </div>
  );
});
