/**
 * Review dialog (docs/product.md §2, §4, §5): 'Your Review' with edit and delete, the star form, 'All Reviews
 * (n)'. What it shows and every write are decided in hooks/use-my-review.ts; this draws them.
 */
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import { useSession } from '../../auth';
import { LegalDocumentDialog } from '../../legal';
import type { ShownRestroom } from '../api/optimistic';
import { useMyReview, useRestroomReviews } from '../hooks/use-my-review';
import { ReviewForm } from './review-form';
import { OwnReview, ReviewList } from './review-list';
import { SignInPrompt } from './sign-in-prompt';

/** The link stands where each language puts it in its sentence ('Please follow our {link}.'). */
const LINK = '\u0000';

export function ReviewDialog({ restroom, onClose }: { restroom: ShownRestroom; onClose: () => void }) {
  const t = useT(courseDialogs);
  const { user, isLoading: sessionLoading } = useSession();
  const { own, others, isLoading, failed, notSaved } = useRestroomReviews(restroom);
  const review = useMyReview(restroom, own);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [signIn, setSignIn] = useState(false);
  const [guidelines, setGuidelines] = useState(false);

  return (
    <>
      <Dialog
        fill
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('courseDialogs.review.title', { name: restroom.name })}
      >
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
              {t('courseDialogs.review.add')}
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
            {t('courseDialogs.review.guidelines', { link: LINK })
              .split(LINK)
              .map((text, index) =>
                index === 0 ? (
                  text
                ) : (
                  <Fragment key={index}>
                    <button
                      type="button"
                      className="min-h-11 font-semibold text-primary underline"
                      onClick={() => setGuidelines(true)}
                    >
                      {t('courseDialogs.review.guidelinesLink')}
                    </button>
                    {text}
                  </Fragment>
                ),
              )}
          </p>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('courseDialogs.review.deleteTitle')}
        description={t('courseDialogs.review.deleteQuestion')}
        confirmLabel={t('courseDialogs.delete')}
        busyLabel={t('courseDialogs.review.deleting')}
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
