/**
 * The admin's buttons on the course list (docs/product.md §2: 'Add Course', and Edit and Delete on
 * each card), in the admin chunk with the dialogs they open: a guest's or golfer's list never
 * downloads them, nor their words and icons (the /courses first-card budget, docs/architecture.md).
 */
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Course } from '../../../../shared/schemas/courses';
import { Button } from '../../../components/ui/button';
import en from '../../../lib/i18n/catalogues/en/courses-admin';
import { useT } from '../../../lib/i18n/catalogue';
import type { AdminAction } from './admin-dialogs';

export type OnAdminAction = (action: AdminAction) => void;

export function AddCourseButton({ onAction }: { onAction: OnAdminAction }) {
  const t = useT(en);
  return (
    <Button onClick={() => onAction({ kind: 'add' })}>
      <Plus aria-hidden className="size-5" />
      {t('coursesAdmin.add')}
    </Button>
  );
}

/** Edit and Delete on a course card; `titleId` is the card's heading, which describes both. */
export function CourseAdminButtons({
  course,
  titleId,
  onAction,
}: {
  course: Course;
  titleId: string;
  onAction: OnAdminAction;
}) {
  const t = useT(en);
  return (
    <>
      <Button variant="outline" onClick={() => onAction({ kind: 'edit', course })} aria-describedby={titleId}>
        <Pencil aria-hidden className="size-4" />
        {t('coursesAdmin.edit')}
      </Button>
      <Button
        variant="outline"
        onClick={() => onAction({ kind: 'delete', course })}
        aria-describedby={titleId}
      >
        <Trash2 aria-hidden className="size-4 text-danger dark:text-red-300" />
        {t('coursesAdmin.delete')}
      </Button>
    </>
  );
}
