/**
 * Review dialog (docs/product.md §2, §4, §5): 'Your Review' with edit and delete, the star form, 'All Reviews
 * (n)'. What it shows and every write are decided in hooks/use-my-review.ts; this draws them.
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { useSession } from '../../auth';
import { LegalDocumentDialog } from '../../legal';
import type { ShownRestroom } from '../api/optimistic';
import { useMyReview, useRestroomReviews } from '../hooks/use-my-review';
import { ReviewForm } from './review-form';
import { OwnReview, ReviewList } from './review-list';
import { SignInPrompt } from './sign-in-prompt';

export function ReviewDialog({ restroom, onClose }: { restroom: ShownRestroom; onClose: () => void }) {
  const { user, isLoading: sessionLoading } = useSession();
  const { own, others, isLoading, failed, notSaved } = useRestroomReviews(restroom);
  const review = useMyReview(restroom, own);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [signIn, setSignIn] = useState(false);
  const [guidelines, setGuidelines] = useState(false);

  return (
    <>
      <Dialog fill open onOpenChange={(open) => !open && onClose()} title={`Review ${restroom.name}`}>
        <div className="space-y-6">
          {own && review.mode !== 'edit' && (
            <OwnReview
              review={own}
              onEdit={() => review.startEdit(own)}
              onDelete={() => setConfirmDelete(true)}
            />
          )}
          {review.mode === 'view' && !own && (
            <Button
              onClick={() => (user ? review.startWrite() : setSignIn(true))}
              disabled={sessionLoading}
              className="w-full sm:w-auto"
            >
              Add Review
            </Button>
          )}
          {review.mode !== 'view' && <ReviewForm review={review} />}
          <ReviewList
            reviews={others}
            ownAbove={Boolean(own)}
            isLoading={isLoading}
            failed={failed}
            notSaved={notSaved}
          />
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
        onConfirm={() => void review.remove().then((asked) => asked && setConfirmDelete(false))}
      />
      <SignInPrompt open={signIn} onOpenChange={setSignIn} what="review" />
      <LegalDocumentDialog
        type={guidelines ? 'community_guidelines' : null}
        onClose={() => setGuidelines(false)}
      />
    </>
  );
}
