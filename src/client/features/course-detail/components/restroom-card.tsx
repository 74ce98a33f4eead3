/** One restroom (spec §2): what and where, badges, rating, feedback, review and delete. */
import { useState } from 'react';
import { Accessibility, MessageSquare, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { discardEntry } from '../../../offline/outbox';
import { useSession } from '../../auth';
import { isPendingId, type FeedbackChoice, type ShownRestroom } from '../api/optimistic';
import { queueFeedback, queueRestroomDelete } from '../api/writes';
import { FACILITY_LABELS, GENDER_LABELS, LOCATION_LABELS } from './labels';
import { Stars } from './star-rating';
import { PendingBadge, SyncNote } from './sync-note';

export function RestroomCard({
  restroom,
  onReview,
  onNeedSignIn,
}: {
  restroom: ShownRestroom;
  onReview: () => void;
  onNeedSignIn: () => void;
}) {
  const { user } = useSession();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const pending = Boolean(restroom.createEntry);
  const canDelete =
    user !== null &&
    (user.role === 'admin' || (user.role === 'course_owner' && restroom.submittedBy === user._id) || pending);

  const press = async (choice: Exclude<FeedbackChoice, 'none'>) => {
    if (!user) {
      toast({
        title: 'Authentication Required',
        description: 'Please log in to provide feedback.',
        variant: 'destructive',
      });
      onNeedSignIn();
      return;
    }
    const next: FeedbackChoice = restroom.myFeedback === choice ? 'none' : choice;
    try {
      await queueFeedback(restroom, next);
      toast(
        next === 'none'
          ? { title: 'Feedback Removed', description: 'Your feedback has been removed.' }
          : {
              title: next === 'helpful' ? 'Marked as Helpful' : 'Marked as Invalid',
              description: 'Thank you for your feedback!',
            },
      );
    } catch {
      toast({ title: 'Error', description: 'Failed to submit feedback.', variant: 'destructive' });
    }
  };

  const remove = async () => {
    try {
      if (restroom.createEntry) await discardEntry(restroom.createEntry.id);
      else await queueRestroomDelete(restroom);
      toast({ title: 'Success', description: 'Restroom deleted successfully.' });
    } catch {
      toast({ title: 'Error', description: 'Failed to delete restroom.', variant: 'destructive' });
    }
    setConfirmDelete(false);
  };

  const where =
    restroom.locationType === 'on-course' && restroom.holeNumber
      ? `On Course · Hole ${restroom.holeNumber}`
      : LOCATION_LABELS[restroom.locationType];

  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm" aria-label={restroom.name}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold">{restroom.name}</h3>
          <p className="text-sm text-fg-muted">
            {where} · {FACILITY_LABELS[restroom.facilityType]} · {GENDER_LABELS[restroom.gender]}
          </p>
        </div>
        {restroom.accessibility && (
          <Accessibility
            role="img"
            aria-label="Wheelchair accessible"
            className="size-6 shrink-0 text-primary"
          />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {restroom.isVerified ? <Badge>Verified</Badge> : <Badge tone="flag">Unconfirmed</Badge>}
        {pending && restroom.createEntry?.status !== 'failed' && <PendingBadge />}
        <span className="inline-flex items-center gap-1 text-sm">
          <Stars value={restroom.averageRating} />
          <span className="text-fg-muted">
            {restroom.averageRating.toFixed(1)} ({restroom.totalReviews} review
            {restroom.totalReviews === 1 ? '' : 's'})
          </span>
        </span>
      </div>
      {restroom.createEntry?.status === 'failed' && <SyncNote entry={restroom.createEntry} />}
      {restroom.deleteEntry && <SyncNote entry={restroom.deleteEntry} />}
      {restroom.feedbackEntry && (
        <div className="mt-2">
          <SyncNote entry={restroom.feedbackEntry} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={restroom.myFeedback === 'helpful' ? 'secondary' : 'outline'}
          aria-pressed={restroom.myFeedback === 'helpful'}
          aria-label={`Helpful (${restroom.feedback.helpful.count})`}
          disabled={pending}
          onClick={() => void press('helpful')}
        >
          <ThumbsUp
            aria-hidden
            className={clsx('size-4', restroom.myFeedback === 'helpful' && 'fill-current')}
          />
          {restroom.feedback.helpful.count}
        </Button>
        <Button
          size="sm"
          variant={restroom.myFeedback === 'invalid' ? 'secondary' : 'outline'}
          aria-pressed={restroom.myFeedback === 'invalid'}
          aria-label={`Invalid (${restroom.feedback.invalid.count})`}
          disabled={pending}
          onClick={() => void press('invalid')}
        >
          <ThumbsDown
            aria-hidden
            className={clsx('size-4', restroom.myFeedback === 'invalid' && 'fill-current')}
          />
          {restroom.feedback.invalid.count}
        </Button>
        <Button size="sm" variant="primary" onClick={onReview} disabled={isPendingId(restroom._id)}>
          <MessageSquare aria-hidden className="size-4" />
          Reviews
        </Button>
        {canDelete && (
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Delete ${restroom.name}`}
            onClick={() => setConfirmDelete(true)}
            className="ml-auto"
          >
            <Trash2 aria-hidden className="size-5 text-danger dark:text-red-300" />
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete restroom"
        description="Are you sure you want to delete this restroom?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={false}
        onConfirm={() => void remove()}
      />
    </li>
  );
}
