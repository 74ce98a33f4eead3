/**
 * Delete a course (docs/product.md §2): 'Are you sure you want to delete {course name}?', then the request.
 */
import type { Course } from '../../../../shared/schemas/courses';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import en from '../../../lib/i18n/catalogues/en/courses-admin';
import { useT } from '../../../lib/i18n/catalogue';
import { useCourseWrites } from '../api/course-writes';

export default function DeleteCourseDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const { remove } = useCourseWrites();
  const t = useT(en);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('coursesAdmin.deleteTitle')}
      description={t('coursesAdmin.deleteQuestion', { name: course.name })}
      confirmLabel={t('coursesAdmin.delete')}
      busyLabel={t('coursesAdmin.deleting')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(course, {
          onSuccess: () => {
            toast({ title: t('coursesAdmin.success'), description: t('coursesAdmin.deleted') });
            onClose();
          },
          onError: (error) =>
            toast({
              title: t('coursesAdmin.error'),
              description: apiErrorMessage(error, t('coursesAdmin.deleteFailed')),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
