/**
 * The page's two form dialogs (add a restroom, a restroom's reviews), each fetched the first time it
 * opens: their forms, validation and stars are not needed to show the course, and on a slow link
 * every kilobyte before the first paint counts (issue 7). Offline they come from the precache.
 */
import { useEffect } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import type { ShownRestroom } from '../api/optimistic';

interface AddProps {
  courseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
interface ReviewProps {
  restroom: ShownRestroom;
  onClose: () => void;
}

const addDialog = lazyComponent<AddProps>(
  async () => (await import('./add-restroom-dialog')).AddRestroomDialog,
);
const reviewDialog = lazyComponent<ReviewProps>(async () => (await import('./review-dialog')).ReviewDialog);

/** Rendered closed once loaded, so closing keeps the dialog's own exit and focus return. */
export function LazyAddRestroomDialog(props: AddProps) {
  const Dialog = addDialog.useLoaded();
  useEffect(() => {
    if (props.open) void addDialog.load().catch(() => props.onOpenChange(false));
  }, [props]);
  return Dialog ? <Dialog {...props} /> : null;
}

export function LazyReviewDialog(props: ReviewProps) {
  const Dialog = reviewDialog.useLoaded();
  useEffect(() => {
    void reviewDialog.load().catch(() => props.onClose());
  }, [props]);
  return Dialog ? <Dialog {...props} /> : null;
}
