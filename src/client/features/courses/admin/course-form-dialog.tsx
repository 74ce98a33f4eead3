/**
 * 'Add New Golf Course' and 'Edit Golf Course' (docs/product.md §2, §4, §5): every course field, the edit
 * form prefilled; the shared schema's messages inline before anything is sent and the server's after;
 * 'Creating...' / 'Updating...' while working. Rendered only while open, so closing, cancelling or
 * succeeding always starts the next one from a clean form.
 */
import { useRef, useState, type FormEvent } from 'react';
import { courseInputSchema } from '../../../../shared/schemas/course-input';
import type { Course } from '../../../../shared/schemas/courses';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { apiErrorMessage } from '../../../lib/api';
import {
  firstInvalid,
  serverFieldErrors,
  validateForm,
  type FieldErrors,
} from '../../../lib/forms/field-errors';
import { toast } from '../../../lib/toast';
import en from '../../../lib/i18n/catalogues/en/courses-admin';
import { useT } from '../../../lib/i18n/catalogue';
import { useCourseWrites } from '../api/course-writes';
import { COURSE_FIELDS, CourseFormFields, initialValues, type CourseField } from './course-form-fields';

export default function CourseFormDialog({ course, onClose }: { course?: Course; onClose: () => void }) {
  const editing = course !== undefined;
  const t = useT(en);
  const { create, update } = useCourseWrites();
  const mutation = editing ? update : create;
  const [values, setValues] = useState(() => initialValues(course));
  const [errors, setErrors] = useState<FieldErrors<CourseField>>({});
  const fields = useRef<Partial<Record<CourseField, HTMLInputElement | HTMLSelectElement | null>>>({});

  const showErrors = (next: FieldErrors<CourseField>) => {
    setErrors(next);
    const field = firstInvalid(COURSE_FIELDS, next);
    if (field) fields.current[field]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = validateForm(courseInputSchema, values);
    if (!checked.success) {
      showErrors(checked.errors);
      return;
    }
    try {
      if (course) await update.mutateAsync({ id: course._id, fields: checked.output });
      else await create.mutateAsync(checked.output);
      toast({
        title: t('coursesAdmin.success'),
        description: t(editing ? 'coursesAdmin.updated' : 'coursesAdmin.created'),
      });
      onClose();
    } catch (error) {
      showErrors(serverFieldErrors(error, COURSE_FIELDS));
      const fallback = t(editing ? 'coursesAdmin.updateFailed' : 'coursesAdmin.createFailed');
      toast({
        title: t('coursesAdmin.error'),
        description: apiErrorMessage(error, fallback),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(editing ? 'coursesAdmin.editTitle' : 'coursesAdmin.addTitle')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
        <CourseFormFields
          values={values}
          errors={errors}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
          fieldRef={(field) => (node) => {
            fields.current[field] = node;
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('coursesAdmin.cancel')}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {t(
              mutation.isPending
                ? editing
                  ? 'coursesAdmin.updating'
                  : 'coursesAdmin.creating'
                : editing
                  ? 'coursesAdmin.update'
                  : 'coursesAdmin.create',
            )}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
