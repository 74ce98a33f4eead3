/**
 * Add Restroom (docs/product.md §2, §5): name choices by location type, hole number from the name, §5
 * defaults; past the spec (§10), optionally where it is and its details, and a look at the course's
 * restrooms before a possible twin is queued. The form's decisions are hooks/use-add-restroom-form.ts.
 */
import { useEffect, useRef } from 'react';
import type { LatLng } from '../../../../shared/geo';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import type { ShownRestroom } from '../api/optimistic';
import { useAddRestroomForm } from '../hooks/use-add-restroom-form';
import { AddRestroomFields } from './add-restroom-fields';
import { MoreDetails } from './more-details';
import { RestroomPosition } from './restroom-position';
import { SimilarRestroomsNotice } from './similar-restrooms-notice';

interface AddRestroomProps {
  courseId: string;
  /** The course's point: where the pin map starts, and where a restroom without a position stands. */
  coursePoint: LatLng;
  /** The course's restrooms as the screen lists them, for "Already listed here". */
  restrooms: readonly ShownRestroom[];
}

/**
 * Mounted while the dialog is open (Radix unmounts a closed dialog's content), so each opening
 * starts from the §5 defaults with nothing pinned.
 */
function AddRestroomForm({
  courseId,
  coursePoint,
  restrooms,
  onClose,
}: AddRestroomProps & { onClose: () => void }) {
  const t = useT(courseDialogs);
  const errors = useFocusFirstError();
  const form = useAddRestroomForm({ courseId, restrooms, onQueued: onClose, onRefused: errors.refused });
  const actions = useRef<HTMLDivElement>(null);
  const warned = form.similar.length > 0;
  useEffect(() => {
    // The list appears above the buttons the golfer just pressed: keep both in view.
    if (warned) actions.current?.scrollIntoView?.({ block: 'nearest' });
  }, [warned]);

  return (
    <form ref={errors.ref} onSubmit={(event) => void form.submit(event)} noValidate className="space-y-4">
      <AddRestroomFields value={form.spec} onChange={form.setSpec} nameError={form.nameError} />
      <RestroomPosition
        coursePoint={coursePoint}
        position={form.position}
        onChange={form.setPosition}
        error={form.positionError}
      />
      <MoreDetails
        open={form.detailsOpen}
        onOpenChange={form.setDetailsOpen}
        value={form.details}
        onChange={form.setDetails}
        errors={form.detailErrors}
      />
      <div ref={actions} className="space-y-4">
        <SimilarRestroomsNotice restrooms={form.similar} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('courseDialogs.cancel')}
          </Button>
          <Button type="submit" disabled={form.busy}>
            {t(
              form.busy
                ? 'courseDialogs.add.busy'
                : warned
                  ? 'courseDialogs.add.anyway'
                  : 'courseDialogs.add.submit',
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}

export function AddRestroomDialog({
  open,
  onOpenChange,
  ...props
}: AddRestroomProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT(courseDialogs);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('courseDialogs.add.title')}
      description={t('courseDialogs.add.description')}
    >
      <AddRestroomForm {...props} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
