/**
 * The course screen's decisions (docs/product.md §2 "Course detail"): the restrooms as the golfer should
 * see them (the server's, with their own queued writes laid over, api/optimistic.ts), grouped by the
 * location tabs; which dialog is open; and the toast when a read fails: the course's own failure
 * (with the not-found panel), or, with the course shown, the restrooms' (docs/product.md §8).
 */
import { useEffect, useMemo, useState } from 'react';
import { apiErrorMessage, isUnanswered } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { OutboxEntry } from '../../../offline/outbox';
import { useSession } from '../../auth';
import { overlayRestrooms, type ShownRestroom } from '../api/optimistic';
import type { useCourse, useRestrooms } from '../api/queries';
import { useSyncedWrites } from '../api/writes';
import { useCanEditDetails } from './use-can-edit-details';
import { useCardRatings } from './use-card-ratings';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';
import type { SignInFor } from '../components/sign-in-prompt';

/** docs/product.md §2: All, then a tab per location (named by `course.location.*`). */
export const RESTROOM_TABS = ['all', 'clubhouse', 'halfway-house', 'on-course'] as const;

type RestroomTab = (typeof RESTROOM_TABS)[number];
export type RestroomsByTab = Record<RestroomTab, ShownRestroom[]>;

/** docs/product.md §2: a tab per location; on-course restrooms in hole order. */
function groupByTab(shown: ShownRestroom[]): RestroomsByTab {
  const onCourse = shown
    .filter((r) => r.locationType === 'on-course')
    .sort((a, b) => (a.holeNumber ?? 99) - (b.holeNumber ?? 99));
  return {
    all: shown,
    clubhouse: shown.filter((r) => r.locationType === 'clubhouse'),
    'halfway-house': shown.filter((r) => r.locationType === 'halfway-house'),
    'on-course': onCourse,
  };
}

/** The golfer's queued writes and whether they are known yet (offline/outbox useOutboxView). */
export interface OutboxView {
  entries: OutboxEntry[];
  ready: boolean;
}

export function useCourseDetail(
  id: string,
  course: ReturnType<typeof useCourse>,
  restrooms: ReturnType<typeof useRestrooms>,
  { entries, ready: outboxReady }: OutboxView,
) {
  const { user } = useSession();
  const userId = user?._id ?? null;
  const t = useT(courseWords);
  useSyncedWrites(id, userId);
  const [tab, setTab] = useState<string>('all');
  const [adding, setAdding] = useState(false);
  /** What a guest tried to do (add a restroom), while the sign-in prompt is open. */
  const [signIn, setSignIn] = useState<SignInFor | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  /** The restroom whose "Report a problem" or detail is open (docs/product.md §10). */
  const [reporting, setReporting] = useState<string | null>(null);
  const [detailed, setDetailed] = useState<string | null>(null);
  const [disclaimers, setDisclaimers] = useState(false);

  // A course that could not be loaded: its own message. The restrooms' warning says the course's
  // details are still there, so it is only for a course that is shown (an unknown id failed both,
  // and showed that warning under "Course Not Found", issue 20).
  // No answer and no copy on the device is a state the screen states, not an error to shout about
  // (docs/decisions.md §6, "Offline is a state, not an error").
  const courseError = course.course ? null : course.error;
  useEffect(() => {
    if (courseError && !isUnanswered(courseError)) {
      toast({
        title: t('course.error'),
        description: apiErrorMessage(courseError, t('course.loadFailed')),
        variant: 'destructive',
      });
    }
    // The toast is said once, in the language of the moment it failed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [courseError]);
  const restroomError = restrooms.error;
  const courseShown = Boolean(course.course);
  useEffect(() => {
    if (restroomError && !isUnanswered(restroomError) && !restrooms.restrooms && courseShown) {
      toast({
        title: t('course.warning'),
        description: t('course.restroomsFailed'),
        variant: 'destructive',
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restroomError, restrooms.restrooms, courseShown]);

  // Whether the golfer's own "Still here and OK" clears reports on the card (api/status-overlay.ts).
  const byOwner = useCanEditDetails(id, user);
  const verified = user?.emailVerified !== false;
  const overlaid = useMemo(
    () => overlayRestrooms(restrooms.restrooms ?? [], entries, id, userId, { byOwner, verified }),
    [restrooms.restrooms, entries, id, userId, byOwner, verified],
  );
  const shown = useCardRatings(overlaid, entries, userId);
  // A submission the server refused is no restroom of the course: it stays on screen, apart, with
  // Retry and Discard, and neither the header nor the tabs count it (issue 20: "5 restrooms" over
  // "All (6)").
  const listed = useMemo(() => shown.filter((r) => r.createEntry?.status !== 'failed'), [shown]);
  const refused = useMemo(() => shown.filter((r) => r.createEntry?.status === 'failed'), [shown]);
  const byTab = useMemo(() => groupByTab(listed), [listed]);

  return {
    signedIn: user !== null,
    shown,
    /** The golfer's queued writes are read: until then their feedback on a card is not known. */
    outboxReady,
    byTab,
    refused,
    /** No signal and no copy of the restrooms on the device: said so, instead of "No restrooms listed". */
    restroomsNotSaved: Boolean(restroomError && !restrooms.restrooms && isUnanswered(restroomError)),
    /** The header's count: the tabs' restrooms once they are read, the course's own count before. */
    restroomCount: restrooms.restrooms ? listed.length : (course.course?.totalRestrooms ?? 0),
    tab,
    setTab,
    adding,
    setAdding,
    /** Add Restroom: the dialog for a golfer, the sign-in prompt for a guest. */
    openAdd: () => (user ? setAdding(true) : setSignIn('add')),
    signIn,
    closeSignIn: () => setSignIn(null),
    reviewed: shown.find((r) => r._id === reviewing),
    review: (restroomId: string | null) => setReviewing(restroomId),
    reported: shown.find((r) => r._id === reporting),
    report: (restroomId: string | null) => setReporting(restroomId),
    detailed: shown.find((r) => r._id === detailed),
    showDetails: (restroomId: string | null) => setDetailed(restroomId),
    /** A guest's status write: the sign-in prompt (docs/decisions.md §1). */
    needSignIn: () => setSignIn('status'),
    disclaimers,
    setDisclaimers,
  };
}
