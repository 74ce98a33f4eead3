/**
 * One restroom (docs/product.md §2): what and where, badges, rating, feedback, review and delete; past
 * the spec (§10) whether it is usable now, what golfers reported, and "Still here and OK", "Report a
 * problem" and its details.
 */
import { useState, type Ref } from 'react';
import clsx from 'clsx';
import { Accessibility, CircleCheck, MessageSquare, Trash2, TriangleAlert } from 'lucide-react';
import { DirectionsLink } from '../../../components/directions-link';
import { OsmAttribution } from '../../../components/osm-attribution';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Stars } from '../../../components/ui/stars';
import { isPendingId, type ShownRestroom } from '../api/optimistic';
import { useRestroomActions } from '../hooks/use-restroom-actions';
import { useRestroomStatus } from '../hooks/use-restroom-status';
import { restroomAnchor } from '../hooks/use-restroom-target';
import { RestroomStatus } from './restroom-status';
import { FeedbackButtons } from './feedback-buttons';
import { useRatingText, useRestroomLabels, type RestroomLabels } from './labels';
import { PendingBadge, SyncNote } from './sync-note';
import { isValidCoordinate, type LatLng } from '../../../../shared/geo';
import { restroomPlace } from '../../../lib/maps-link';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

/** Where, type and gender; a type or gender no source stated is left out (docs/product.md §11). */
function summaryLine(restroom: ShownRestroom, where: string, labels: RestroomLabels): string {
  const unstated = new Set(restroom.unstated);
  return [
    where,
    unstated.has('facilityType') ? null : labels.facility(restroom.facilityType),
    unstated.has('gender') ? null : labels.gender(restroom.gender),
  ]
    .filter(Boolean)
    .join(' · ');
}

function RestroomSummary({ restroom, pending }: { restroom: ShownRestroom; pending: boolean }) {
  const t = useT(courseWords);
  const labels = useRestroomLabels();
  const rating = useRatingText();
  const where =
    restroom.locationType === 'on-course' && restroom.holeNumber
      ? t('course.onCourseHole', { hole: restroom.holeNumber })
      : labels.location(restroom.locationType);
  return (
    <>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold wrap-anywhere">{restroom.name}</h3>
          <p className="text-sm text-fg-muted">{summaryLine(restroom, where, labels)}</p>
        </div>
        {restroom.accessibility && (
          <Accessibility
            role="img"
            aria-label={t('course.accessible')}
            className="size-6 shrink-0 text-primary"
          />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {restroom.isVerified ? (
          <Badge>{t('course.verified')}</Badge>
        ) : (
          <Badge tone="flag">{t('course.unconfirmed')}</Badge>
        )}
        {pending && restroom.createEntry?.status !== 'failed' && <PendingBadge />}
        <span className="inline-flex items-center gap-1 text-sm">
          <Stars value={restroom.averageRating} />
          <span className="text-fg-muted">
            {rating(restroom.averageRating)} ({t('course.reviewCount', { count: restroom.totalReviews })})
          </span>
        </span>
      </div>
      {restroom.source === 'openstreetmap' && <OsmAttribution lead={t('course.fromOsm')} className="mt-1" />}
    </>
  );
}

/** Reviews, feedback, Directions and, where the golfer may, Delete: the card's second row. */
function RestroomActions({
  restroom,
  actions,
  coursePoint,
  onReview,
  onDelete,
}: {
  restroom: ShownRestroom;
  actions: ReturnType<typeof useRestroomActions>;
  coursePoint: LatLng | undefined;
  onReview: () => void;
  onDelete: () => void;
}) {
  const place = coursePoint && restroomPlace(restroom, coursePoint);
  const t = useT(courseWords);
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={onReview} disabled={isPendingId(restroom._id)}>
        <MessageSquare aria-hidden className="size-4" />
        {t('course.reviews')}
      </Button>
      <FeedbackButtons
        restroom={restroom}
        disabled={actions.feedbackDisabled}
        onPress={(choice) => void actions.giveFeedback(choice)}
      />
      {place && isValidCoordinate(place.at.latitude, place.at.longitude) && (
        <DirectionsLink name={restroom.name} to={place.at} toCourse={place.toCourse} />
      )}
      {actions.canDelete && (
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('course.deleteNamed', { name: restroom.name })}
          onClick={onDelete}
          className="ml-auto"
        >
          <Trash2 aria-hidden className="size-5 text-danger dark:text-red-300" />
        </Button>
      )}
    </div>
  );
}

/** On a 320 px phone half a card is narrower than these labels: they wrap rather than spill. */
const TWO_LINES = 'px-2! leading-tight whitespace-normal!';

/**
 * "Still here and OK" and "Report a problem": the card's primary actions (issue 38), first under its
 * state, side by side, each half the card, thumb-sized: what a golfer standing at the door can tell
 * the next one.
 */
function StatusActions({
  restroom,
  onNeedSignIn,
  onReport,
}: {
  restroom: ShownRestroom;
  onNeedSignIn: () => void;
  onReport: () => void;
}) {
  const status = useRestroomStatus(restroom, onNeedSignIn);
  const t = useT(courseWords);
  return (
    <div className="mt-3 grid grid-cols-2 gap-2">
      <Button className={TWO_LINES} onClick={() => void status.confirm()} disabled={status.disabled}>
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {t('course.stillHere')}
      </Button>
      <Button className={TWO_LINES} onClick={onReport} disabled={status.disabled}>
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {t('course.reportProblem')}
      </Button>
    </div>
  );
}

export function RestroomCard({
  restroom,
  onReview,
  onNeedSignIn,
  onReport,
  onDetails,
  now,
  coursePoint,
  targeted = false,
  ref,
}: {
  restroom: ShownRestroom;
  onReview: () => void;
  onNeedSignIn: () => void;
  onReport: () => void;
  onDetails: () => void;
  /** The moment the list is drawn at: reports expire and seasons turn on the device too. */
  now: Date;
  /** Where a restroom without a position stands, for its Directions. */
  coursePoint?: LatLng;
  /** The restroom the golfer came for from /nearby: marked out (hooks/use-restroom-target.ts). */
  targeted?: boolean;
  /** The target's ref (hooks/use-restroom-target.ts): called as the card is drawn. */
  ref?: Ref<HTMLLIElement> | undefined;
}) {
  const actions = useRestroomActions(restroom);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const t = useT(courseWords);

  return (
    <li
      ref={ref}
      id={restroomAnchor(restroom._id)}
      tabIndex={-1}
      aria-label={restroom.name}
      aria-current={targeted || undefined}
      className={clsx(
        'scroll-mt-20 rounded-2xl border bg-surface p-4 shadow-sm',
        targeted ? 'border-primary ring-2 ring-primary' : 'border-line',
      )}
    >
      <RestroomSummary restroom={restroom} pending={actions.pending} />
      {!actions.refused && <RestroomStatus restroom={restroom} now={now} onDetails={onDetails} />}
      {restroom.statusEntry && <SyncNote entry={restroom.statusEntry} />}
      {restroom.createEntry?.status === 'failed' && <SyncNote entry={restroom.createEntry} />}
      {restroom.deleteEntry && <SyncNote entry={restroom.deleteEntry} />}
      {restroom.feedbackEntry && (
        <div className="mt-2">
          <SyncNote entry={restroom.feedbackEntry} />
        </div>
      )}
      {/* Refused, it is no restroom yet: its note's Retry and Discard are all there is to do. */}
      {!actions.refused && (
        <>
          <StatusActions restroom={restroom} onNeedSignIn={onNeedSignIn} onReport={onReport} />
          <RestroomActions
            restroom={restroom}
            actions={actions}
            coursePoint={coursePoint}
            onReview={onReview}
            onDelete={() => setConfirmDelete(true)}
          />
        </>
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('course.deleteTitle')}
        description={t('course.deleteConfirm')}
        confirmLabel={t('course.delete')}
        busyLabel={t('course.deleting')}
        busy={false}
        onConfirm={() => void actions.remove().then(() => setConfirmDelete(false))}
      />
    </li>
  );
}
