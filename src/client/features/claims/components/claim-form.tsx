/**
 * "Claim this course" (docs/product.md §12): the claimant's role at the course, a phone number and an
 * optional note, with the course's own phone and website beside them — what the reviewer will compare.
 * The shared schema's messages show at their field before anything is sent, the server's after
 * (its per-field errors at the field, a refusal such as "already waiting" above the button), and the
 * focus moves to the first field in error.
 */
import { useState, type FormEvent } from 'react';
import { claimInputSchema, type Course } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldFrame, inputClasses, TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api';
import { serverFieldErrors, validateForm, type FieldErrors } from '../../../lib/forms/field-errors';
import { useFieldMessage } from '../../../lib/forms/field-messages';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useCreateClaim } from '../api/claims';
import { useT } from '../../../lib/i18n/catalogue';
import claimsEn from '../../../lib/i18n/catalogues/en/claims';

const FIELDS = ['role', 'phone', 'note'] as const;
type ClaimField = (typeof FIELDS)[number];

type ClaimCourseInfo = Pick<Course, '_id' | 'name' | 'phone' | 'website'>;

function CourseContact({ course }: { course: ClaimCourseInfo }) {
  const t = useT(claimsEn);
  return (
    <div className="rounded-xl bg-surface-muted px-3 py-2 text-sm">
      <p className="font-semibold">{t('claims.form.contact')}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-fg-muted">{t('claims.phone')}</dt>
        <dd className="wrap-anywhere">{course.phone || t('claims.notListed')}</dd>
        <dt className="text-fg-muted">{t('claims.website')}</dt>
        <dd className="wrap-anywhere">{course.website || t('claims.notListed')}</dd>
      </dl>
    </div>
  );
}

export function ClaimForm({ course, onClose }: { course: ClaimCourseInfo; onClose: () => void }) {
  const t = useT(claimsEn);
  const fieldMessage = useFieldMessage(claimsEn);
  const create = useCreateClaim(course._id);
  const [values, setValues] = useState<Record<ClaimField, string>>({ role: '', phone: '', note: '' });
  const [errors, setErrors] = useState<FieldErrors<ClaimField>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { ref, refused } = useFocusFirstError();

  const change = (field: ClaimField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setRefusal(null);
    const checked = validateForm(claimInputSchema, values);
    if (!checked.success) {
      setErrors(checked.errors);
      refused();
      return;
    }
    try {
      await create.mutateAsync(checked.output);
      onClose();
    } catch (error) {
      const atFields = serverFieldErrors(error, FIELDS);
      setErrors(atFields);
      if (Object.keys(atFields).length > 0) refused();
      else setRefusal(apiErrorMessage(error, t('claims.form.sendError')));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !create.isPending && onClose()}
      title={t('claims.claim')}
      description={t('claims.form.description', { course: course.name })}
      className="sm:max-w-lg"
    >
      <form ref={ref} noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <CourseContact course={course} />
        <TextField
          label={t('claims.form.role')}
          placeholder={t('claims.form.roleHint')}
          autoComplete="organization-title"
          value={values.role}
          error={fieldMessage(errors.role)}
          onChange={(event) => change('role', event.target.value)}
        />
        <TextField
          label={t('claims.form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          error={fieldMessage(errors.phone)}
          onChange={(event) => change('phone', event.target.value)}
        />
        <FieldFrame label={t('claims.form.note')} error={fieldMessage(errors.note)}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={values.note}
              onChange={(event) => change('note', event.target.value)}
              className={inputClasses(Boolean(errors.note), 'py-3')}
            />
          )}
        </FieldFrame>
        {refusal && (
          <p
            role="alert"
            className="rounded-xl border border-danger px-3 py-2 font-medium text-danger dark:border-red-400 dark:text-red-300"
          >
            {refusal}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={onClose} disabled={create.isPending}>
            {t('claims.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={create.isPending}>
            {create.isPending ? t('claims.form.sending') : t('claims.form.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
