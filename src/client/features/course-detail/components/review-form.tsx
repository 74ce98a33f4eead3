/** The star form of the review dialog (docs/product.md §2), writing a review or editing the golfer's own. */
import { Button } from '../../../components/ui/button';
import { FieldFrame } from '../../../components/ui/text-field';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import { REVIEW_COMMENT_MAX } from '../../../../shared/schemas/reviews';
import type { MyReview } from '../hooks/use-my-review';
import { StarRatingInput } from './star-rating-input';

export function ReviewForm({ review }: { review: MyReview }) {
  const t = useT(courseDialogs);
  const editing = review.mode === 'edit';
  const errors = useFocusFirstError();
  return (
    <form
      ref={errors.ref}
      onSubmit={(event) => {
        event.preventDefault();
        void review.submit().then((sent) => !sent && errors.refused());
      }}
      className="space-y-3"
      noValidate
    >
      <h3 className="font-bold">
        {t(editing ? 'courseDialogs.review.editYours' : 'courseDialogs.review.write')}
      </h3>
      <StarRatingInput value={review.rating} onChange={review.setRating} />
      <FieldFrame label={t('courseDialogs.review.comment')} error={review.commentError}>
        {(control) => (
          <textarea
            {...control}
            value={review.comment}
            maxLength={REVIEW_COMMENT_MAX}
            onChange={(event) => review.setComment(event.target.value)}
            rows={3}
            className="w-full rounded-xl border border-line bg-surface px-3 py-2 text-base text-fg"
          />
        )}
      </FieldFrame>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={review.cancel}>
          {t('courseDialogs.cancel')}
        </Button>
        {/* Looks disabled without a rating, but a press still says why (useMyReview's 'Rating Required'). */}
        <Button type="submit" aria-disabled={review.rating === 0}>
          {t(editing ? 'courseDialogs.review.update' : 'courseDialogs.review.submit')}
        </Button>
      </div>
    </form>
  );
}
