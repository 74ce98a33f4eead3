/** The reviews of the review dialog (docs/product.md §2): 'Your Review' and 'All Reviews (n)'. */
import { Button } from '../../../components/ui/button';
import { NotSaved } from '../../../components/ui/not-saved';
import { Stars } from '../../../components/ui/stars';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import { isPendingId, type ShownReview } from '../api/optimistic';
import { SyncNote } from './sync-note';

function ReviewItem({ review }: { review: ShownReview }) {
  const t = useT(courseDialogs);
  const date = new Date(review.createdAt);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        {/* A review still on the device is the golfer's own: named as they are addressed. */}
        <span className="font-semibold">
          {isPendingId(review._id) ? t('courseDialogs.review.you') : review.userName}
        </span>
        <Stars value={review.rating} />
        <span className="text-xs text-fg-muted">
          {Number.isNaN(date.getTime()) ? review.createdAt : t('courseDialogs.review.date', { date })}
        </span>
      </div>
      {review.comment && <p className="mt-1 text-sm whitespace-pre-line">{review.comment}</p>}
      {review.entry && <SyncNote entry={review.entry} />}
    </div>
  );
}

export function OwnReview({
  review,
  onEdit,
  onDelete,
}: {
  review: ShownReview;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT(courseDialogs);
  return (
    <section
      aria-labelledby="your-review"
      className="rounded-xl border border-primary/40 bg-primary-soft/40 p-4"
    >
      <h3 id="your-review" className="mb-2 font-bold">
        {t('courseDialogs.review.yours')}
      </h3>
      <ReviewItem review={review} />
      <div className="mt-3 flex gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('courseDialogs.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete}>
          {t('courseDialogs.delete')}
        </Button>
      </div>
    </section>
  );
}

/**
 * 'All Reviews (n)'. The golfer's own review is in 'Your Review' above (`ownAbove`): counted in n,
 * so n is every review, but not listed a second time (issue 20).
 */
export function ReviewList({
  reviews,
  ownAbove = false,
  isLoading,
  failed,
  notSaved = false,
}: {
  reviews: ShownReview[];
  ownAbove?: boolean;
  isLoading: boolean;
  failed: boolean;
  /** No signal and no copy on the device (docs/decisions.md §6): said plainly, not as a failure. */
  notSaved?: boolean;
}) {
  const t = useT(courseDialogs);
  return (
    <section aria-labelledby="all-reviews">
      <h3 id="all-reviews" className="mb-3 font-bold">
        {t('courseDialogs.review.all', { count: reviews.length + (ownAbove ? 1 : 0) })}
      </h3>
      {isLoading ? (
        <p className="text-sm text-fg-muted">{t('courseDialogs.loading')}</p>
      ) : notSaved ? (
        <NotSaved what="reviews" />
      ) : failed ? (
        <p className="text-sm text-danger dark:text-red-300">{t('courseDialogs.review.loadFailed')}</p>
      ) : reviews.length === 0 ? (
        <p className="text-sm text-fg-muted">
          {t(ownAbove ? 'courseDialogs.review.noOthers' : 'courseDialogs.review.none')}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {reviews.map((review) => (
            <li key={review._id} className="py-3">
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
