/**
 * The admin's course dialogs, each loaded the first time it opens: guests and golfers never
 * download the forms, and admins only when they add, edit or delete.
 */
import { lazy, Suspense } from 'react';
import type { Course } from '../../../../shared/schemas/courses';

const CourseFormDialog = lazy(() => import('./course-form-dialog'));
const DeleteCourseDialog = lazy(() => import('./delete-course-dialog'));

export type AdminAction =
  { kind: 'add' } | { kind: 'edit'; course: Course } | { kind: 'delete'; course: Course };

export function AdminDialogs({ action, onClose }: { action: AdminAction | null; onClose: () => void }) {
  if (!action) return null;
  return (
    <Suspense fallback={null}>
      {action.kind === 'add' && <CourseFormDialog onClose={onClose} />}
      {action.kind === 'edit' && (
        <CourseFormDialog key={action.course._id} course={action.course} onClose={onClose} />
      )}
      {action.kind === 'delete' && <DeleteCourseDialog course={action.course} onClose={onClose} />}
    </Suspense>
  );
}
