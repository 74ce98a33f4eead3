/**
 * The admin's course dialogs, in their own chunks: guests and golfers never download the forms;
 * an admin's browser fetches them when idle, or when a dialog is asked for first.
 */
import { useEffect } from 'react';
import type { Course } from '../../../../shared/schemas/courses';
import { lazyComponent } from '../../../lib/lazy-component';

const formDialog = lazyComponent(() => import('./course-form-dialog').then((module) => module.default));
const deleteDialog = lazyComponent(() => import('./delete-course-dialog').then((module) => module.default));

export type AdminAction =
  { kind: 'add' } | { kind: 'edit'; course: Course } | { kind: 'delete'; course: Course };

export function AdminDialogs({ action, onClose }: { action: AdminAction | null; onClose: () => void }) {
  const CourseFormDialog = formDialog.useLoaded();
  const DeleteCourseDialog = deleteDialog.useLoaded();
  useEffect(() => {
    formDialog.preloadWhenIdle();
    deleteDialog.preloadWhenIdle();
  }, []);
  useEffect(() => {
    if (!action) return;
    // A failed fetch (offline) closes the request rather than leaving a dead button.
    const dialog = action.kind === 'delete' ? deleteDialog : formDialog;
    void dialog.load().catch(onClose);
  }, [action, onClose]);

  if (!action) return null;
  if (action.kind === 'delete') {
    return DeleteCourseDialog && <DeleteCourseDialog course={action.course} onClose={onClose} />;
  }
  if (!CourseFormDialog) return null;
  return action.kind === 'edit' ? (
    <CourseFormDialog key={action.course._id} course={action.course} onClose={onClose} />
  ) : (
    <CourseFormDialog onClose={onClose} />
  );
}
