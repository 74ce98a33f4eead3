/**
 * Delete a course (docs/product.md §2): 'Are you sure you want to delete {course name}?', then the request.
 */
import type { Course } from '../../../../shared/schemas/courses';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCourseWrites } from '../api/course-writes';

export default function DeleteCourseDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const { remove } = useCourseWrites();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete course"
      description={`Are you sure you want to delete ${course.name}?`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(course, {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Course deleted successfully' });
            onClose();
          },
          onError: (error) =>
            toast({
              title: 'Error',
              description: apiErrorMessage(error, 'Failed to delete course'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
