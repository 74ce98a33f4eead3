/**
 * The review dialog's decisions (docs/product.md §2 "Review dialog", §4, §5): which reviews it shows and
 * which one is the golfer's own, and the write, edit and delete of that one. Every write goes through
 * the outbox and shows at once, marked Pending sync (docs/decisions.md §6).
 */
import { useState } from 'react';
import { isUnanswered } from '../../../lib/api';
import { validateForm } from '../../../lib/forms/field-errors';
import { useFieldMessage } from '../../../lib/forms/field-messages';
import { isOffline } from '../../../lib/network-status';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import { toast } from '../../../lib/toast';
import { discardIfUnsent, replacePendingBody, useOutboxView } from '../../../offline/outbox';
import { reviewInputSchema } from '../../../../shared/schemas/reviews';
import { useSession } from '../../auth';
import {
  isPendingId,
  overlayReviews,
  reviewIdFor,
  type ShownRestroom,
  type ShownReview,
} from '../api/optimistic';
import { useReviews } from '../api/queries';
import { queueReview, queueReviewDelete, queueReviewUpdate } from '../api/writes';

/**
 * The restroom's reviews with the golfer's queued ones laid over them: their own (for 'Your Review')
 * and everyone else's (for 'All Reviews'; issue 20: the own one was listed in both).
 */
export function useRestroomReviews(restroom: ShownRestroom) {
  const { user } = useSession();
  const userId = user?._id ?? null;
  // A restroom still waiting in the outbox has no reviews on the server to ask for.
  const { reviews, isLoading, error } = useReviews(isPendingId(restroom._id) ? null : restroom._id);
  const { entries, ready } = useOutboxView(
    userId,
    (entry) =>
      (entry.kind === 'review.create' || entry.kind === 'review.update' || entry.kind === 'review.delete') &&
      entry.params.restroomId === restroom._id,
  );
  const shown = overlayReviews(reviews ?? [], entries, restroom._id, userId);
  const own = userId ? shown.find((review) => review.userId === userId) : undefined;
  const others = shown.filter((review) => review !== own);
  return {
    own,
    others,
    // Until the golfer's queued writes are read, their own review is not known: a deleted one would
    // show again for a moment (docs/decisions.md §6).
    isLoading: isLoading || !ready,
    /** Nothing to show because the server refused the read (a device copy, when there is one, still shows). */
    failed: Boolean(error && !reviews && !isUnanswered(error)),
    /** Nothing to show because no answer came and the device holds no copy: a state, not a failure. */
    notSaved: Boolean(error && !reviews && isUnanswered(error)),
  };
}

export type ReviewFormMode = 'view' | 'write' | 'edit';

/** The golfer's own review of `restroom` (`own`, when they have one): the form and the writes. */
export function useMyReview(restroom: ShownRestroom, own: ShownReview | undefined) {
  const t = useT(courseDialogs);
  const fieldMessage = useFieldMessage(courseDialogs);
  const [mode, setMode] = useState<ReviewFormMode>('view');
  /** Queued with no signal, it is not submitted yet (issue 38): say so rather than 'Review Submitted'. */
  const savedOffline = () => ({
    title: t('courseDialogs.review.savedOffline'),
    description: t('courseDialogs.review.savedOfflineText'),
  });
  const [rating, setRating] = useState(0);
  const [comment, setCommentText] = useState('');
  const [commentError, setCommentError] = useState<string>();

  const open = (next: ReviewFormMode, from?: ShownReview) => {
    setRating(from?.rating ?? 0);
    setCommentText(from?.comment ?? '');
    setCommentError(undefined);
    setMode(next);
  };

  const setComment = (text: string) => {
    setCommentText(text);
    setCommentError(undefined);
  };

  /** False when the form's checks refused it (its first field in error then takes the focus). */
  const submit = async (): Promise<boolean> => {
    if (rating === 0) {
      toast({
        title: t('courseDialogs.review.ratingRequired'),
        description: t('courseDialogs.review.chooseRating'),
        variant: 'destructive',
      });
      return false;
    }
    // The server's own schema: a comment it would refuse (too long, control characters pasted in
    // from elsewhere) is a field error here, not a queued write that fails later.
    const checked = validateForm(reviewInputSchema, { rating, comment });
    if (!checked.success) {
      setCommentError(fieldMessage(checked.errors.comment));
      return false;
    }
    const fields = { rating, comment: comment.trim() };
    try {
      if (mode === 'edit' && own) {
        // Not on the server yet: the queued create (or edit) simply carries the new text. A create
        // that may have arrived, or is on its way, gets an edit queued behind it instead, which
        // takes the review's id from the create's answer (offline/outbox).
        const replaced =
          own.entry && own.entry.kind !== 'review.delete' && (await replacePendingBody(own.entry.id, fields));
        if (!replaced) await queueReviewUpdate(restroom, reviewIdFor(own), fields);
        toast(
          isOffline()
            ? savedOffline()
            : {
                title: t('courseDialogs.review.updated'),
                description: t('courseDialogs.review.updatedText'),
              },
        );
      } else {
        await queueReview(restroom, fields);
        toast(
          isOffline()
            ? savedOffline()
            : {
                title: t('courseDialogs.review.submitted'),
                description: t('courseDialogs.review.submittedText'),
              },
        );
      }
      setMode('view');
    } catch {
      toast({
        title: t('courseDialogs.error'),
        description: t(
          mode === 'edit' ? 'courseDialogs.review.updateFailed' : 'courseDialogs.review.submitFailed',
        ),
        variant: 'destructive',
      });
    }
    return true;
  };

  /** Deletes the golfer's review; false when there is none (nothing was asked). */
  const remove = async (): Promise<boolean> => {
    if (!own) return false;
    try {
      // A review that never left the device simply goes; one that may have arrived is deleted there.
      const gone = isPendingId(own._id) && own.entry && (await discardIfUnsent(own.entry.id));
      if (!gone) await queueReviewDelete(restroom, reviewIdFor(own));
      toast({ title: t('courseDialogs.review.deleted'), description: t('courseDialogs.review.deletedText') });
    } catch {
      toast({
        title: t('courseDialogs.error'),
        description: t('courseDialogs.review.deleteFailed'),
        variant: 'destructive',
      });
    }
    return true;
  };

  return {
    mode,
    rating,
    setRating,
    comment,
    setComment,
    commentError,
    startWrite: () => open('write'),
    startEdit: (review: ShownReview) => open('edit', review),
    cancel: () => setMode('view'),
    submit,
    remove,
  };
}

export type MyReview = ReturnType<typeof useMyReview>;
