/**
 * What a golfer may do to one restroom from its card (docs/product.md §4, §6): helpful / invalid feedback
 * (a second press of the same choice takes it back) and deletion, each through the outbox
 * (docs/decisions.md §6), with the toasts of docs/product.md §8.
 */
import { toast } from '../../../lib/toast';
import { discardEntry } from '../../../offline/outbox';
import { useSession } from '../../auth';
import type { FeedbackChoice, ShownRestroom } from '../api/optimistic';
import { queueFeedback, queueRestroomDelete } from '../api/writes';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

export function useRestroomActions(restroom: ShownRestroom) {
  // While the session is still being read, a press must not tell a signed-in golfer to log in.
  const { user, isLoading: sessionLoading } = useSession();
  const t = useT(courseWords);
  const pending = Boolean(restroom.createEntry);
  // A submission the server refused has its note's Retry and Discard: a delete beside them would be a
  // second destructive control doing the same (issue 20).
  const refused = restroom.createEntry?.status === 'failed';
  // docs/product.md §6: admins delete any restroom, course owners the ones they submitted; and any
  // golfer withdraws a restroom of theirs still waiting in the outbox.
  const canDelete =
    user !== null &&
    !refused &&
    (user.role === 'admin' || (user.role === 'course_owner' && restroom.submittedBy === user._id) || pending);

  const giveFeedback = async (choice: Exclude<FeedbackChoice, 'none'>) => {
    if (!user) {
      toast({
        title: t('course.authRequired'),
        description: t('course.feedbackSignIn'),
        variant: 'destructive',
      });
      return;
    }
    const next: FeedbackChoice = restroom.myFeedback === choice ? 'none' : choice;
    try {
      await queueFeedback(restroom, next);
      toast(
        next === 'none'
          ? { title: t('course.feedbackRemoved'), description: t('course.feedbackRemovedText') }
          : {
              title: t(next === 'helpful' ? 'course.markedHelpful' : 'course.markedInvalid'),
              description: t('course.feedbackThanks'),
            },
      );
    } catch {
      toast({ title: t('course.error'), description: t('course.feedbackFailed'), variant: 'destructive' });
    }
  };

  const remove = async () => {
    try {
      if (restroom.createEntry) await discardEntry(restroom.createEntry.id);
      else await queueRestroomDelete(restroom);
      toast({ title: t('course.success'), description: t('course.deleted') });
    } catch {
      toast({ title: t('course.error'), description: t('course.deleteFailed'), variant: 'destructive' });
    }
  };

  return {
    pending,
    refused,
    canDelete,
    /** Feedback waits for a restroom on the server and for the session to be known. */
    feedbackDisabled: pending || sessionLoading,
    giveFeedback,
    remove,
  };
}
