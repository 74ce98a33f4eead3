/**
 * Review dialog (spec §2, §4, §5): 'Your Review' with edit and delete, the star form, 'All Reviews (n)'.
 * Every write goes through the outbox and shows at once, marked Pending sync.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { FieldFrame } from '../../../components/ui/text-field';
import { validateForm } from '../../../lib/forms/field-errors';
import { toast } from '../../../lib/toast';
import { discardEntry, replacePendingBody, useOutboxEntries } from '../../../offline/outbox';
import { REVIEW_COMMENT_MAX, reviewInputSchema } from '../../../../shared/schemas/reviews';
import { useSession } from '../../auth';
import { LegalDocumentDialog } from '../../legal';
import {
  isPendingId,
  overlayReviews,
  reviewKey,
  type ShownRestroom,
  type ShownReview,
} from '../api/optimistic';
import { useReviews } from '../api/queries';
import { queueReview, queueReviewDelete, queueReviewUpdate } from '../api/writes';
import { SignInPrompt } from './sign-in-prompt';
import { Stars, StarRatingInput } from './star-rating';
import { SyncNote } from './sync-note';

function ReviewItem({ review }: { review: ShownReview }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{review.userName}</span>
        <Stars value={review.rating} />
        <span className="text-xs text-fg-muted">{new Date(review.createdAt).toLocaleDateString()}</span>
      </div>
      {review.comment && <p className="mt-1 text-sm whitespace-pre-line">{review.comment}</p>}
      {review.entry && <SyncNote entry={review.entry} />}
    </div>
  );
}

export function ReviewDialog({ restroom, onClose }: { restroom: ShownRestroom; onClose: () => void }) {
  const { user } = useSession();
  const userId = user?._id ?? null;
  const pendingRestroom = isPendingId(restroom._id);
  const { reviews, isLoading, error } = useReviews(pendingRestroom ? null : restroom._id);
  const entries = useOutboxEntries((entry) => entry.resourceKey === reviewKey(restroom._id));
  const shown = overlayReviews(reviews ?? [], entries, restroom._id, userId);
  const own = userId ? shown.find((review) => review.userId === userId) : undefined;

  const [mode, setMode] = useState<'view' | 'write' | 'edit'>('view');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [signIn, setSignIn] = useState(false);
  const [guidelines, setGuidelines] = useState(false);

  const startWrite = () => {
    if (!user) {
      setSignIn(true);
      return;
    }
    setRating(0);
    setComment('');
    setCommentError(undefined);
    setMode('write');
  };
  const startEdit = (review: ShownReview) => {
    setRating(review.rating);
    setComment(review.comment ?? '');
    setCommentError(undefined);
    setMode('edit');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      toast({
        title: 'Rating Required',
        description: 'Please select a star rating.',
        variant: 'destructive',
      });
      return;
    }
    // The server's own schema: a comment it would refuse (too long, control characters pasted in
    // from elsewhere) is a field error here, not a queued write that fails later.
    const checked = validateForm(reviewInputSchema, { rating, comment });
    if (!checked.success) {
      setCommentError(checked.errors.comment);
      return;
    }
    const fields = { rating, comment: comment.trim() };
    try {
      if (mode === 'edit' && own) {
        // Not on the server yet: the queued create (or edit) simply carries the new text.
        const replaced =
          own.entry && own.entry.kind !== 'review.delete' && (await replacePendingBody(own.entry.id, fields));
        if (!replaced) {
          if (isPendingId(own._id)) throw new Error('The review is on its way; try again in a moment.');
          await queueReviewUpdate(restroom, own._id, fields);
        }
        toast({ title: 'Review Updated', description: 'Your review has been updated successfully!' });
      } else {
        await queueReview(restroom, fields);
        toast({ title: 'Review Submitted', description: 'Thank you for your review!' });
      }
      setMode('view');
    } catch {
      toast({
        title: 'Error',
        description:
          mode === 'edit'
            ? 'Failed to update review. Please try again.'
            : 'Failed to submit review. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const remove = async () => {
    if (!own) return;
    try {
      if (isPendingId(own._id) && own.entry) await discardEntry(own.entry.id);
      else await queueReviewDelete(restroom, own._id);
      toast({ title: 'Review Deleted', description: 'Your review has been deleted successfully!' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to delete review. Please try again.',
        variant: 'destructive',
      });
    }
    setConfirmDelete(false);
  };

  const others = shown.filter((review) => review !== own);
  const all = own ? [own, ...others] : others;

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()} title={`Review ${restroom.name}`}>
        <div className="space-y-6">
          {own && mode !== 'edit' && (
            <section
              aria-labelledby="your-review"
              className="rounded-xl border border-primary/40 bg-primary-soft/40 p-4"
            >
              <h3 id="your-review" className="mb-2 font-bold">
                Your Review
              </h3>
              <ReviewItem review={own} />
              <div className="mt-3 flex gap-2">
                <Button size="sm" variant="outline" onClick={() => startEdit(own)}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
                  Delete
                </Button>
              </div>
            </section>
          )}

          {mode === 'view' && !own && (
            <Button onClick={startWrite} className="w-full sm:w-auto">
              Add Review
            </Button>
          )}

          {mode !== 'view' && (
            <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
              <h3 className="font-bold">{mode === 'edit' ? 'Edit Your Review' : 'Write a Review'}</h3>
              <StarRatingInput value={rating} onChange={setRating} />
              <FieldFrame label="Comment (optional)" error={commentError}>
                {(control) => (
                  <textarea
                    {...control}
                    value={comment}
                    maxLength={REVIEW_COMMENT_MAX}
                    onChange={(event) => {
                      setComment(event.target.value);
                      setCommentError(undefined);
                    }}
                    rows={3}
                    className="w-full rounded-xl border border-line bg-surface px-3 py-2 text-base text-fg"
                  />
                )}
              </FieldFrame>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button type="button" variant="outline" onClick={() => setMode('view')}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  aria-disabled={rating === 0}
                  className={rating === 0 ? 'opacity-60' : undefined}
                >
                  {mode === 'edit' ? 'Update Review' : 'Submit Review'}
                </Button>
              </div>
            </form>
          )}

          <section aria-labelledby="all-reviews">
            <h3 id="all-reviews" className="mb-3 font-bold">
              All Reviews ({all.length})
            </h3>
            {isLoading ? (
              <p className="text-sm text-fg-muted">Loading...</p>
            ) : error && !reviews ? (
              <p className="text-sm text-danger dark:text-red-300">Failed to load reviews.</p>
            ) : all.length === 0 ? (
              <p className="text-sm text-fg-muted">No reviews yet. Be the first to review this restroom!</p>
            ) : (
              <ul className="divide-y divide-line">
                {all.map((review) => (
                  <li key={review._id} className="py-3">
                    <ReviewItem review={review} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <p className="text-sm text-fg-muted">
            Please follow our{' '}
            <button
              type="button"
              className="min-h-11 font-semibold text-primary underline"
              onClick={() => setGuidelines(true)}
            >
              Community Guidelines
            </button>
            .
          </p>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete review"
        description="Are you sure you want to delete this review?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={false}
        onConfirm={() => void remove()}
      />
      <SignInPrompt open={signIn} onOpenChange={setSignIn} what="write a review" />
      <LegalDocumentDialog
        type={guidelines ? 'community_guidelines' : null}
        onClose={() => setGuidelines(false)}
      />
    </>
  );
}
