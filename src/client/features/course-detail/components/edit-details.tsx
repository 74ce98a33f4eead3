/**
 * The owner's edit of a restroom's details (docs/product.md §10), opened from its detail: the
 * details as they are now, sent whole (a PUT replaces them), with the opening hours (the friendly
 * form and the raw OpenStreetMap text) checked by the `opening_hours` library before queueing.
 */
import { useState } from 'react';
import { effectiveHours } from '../../../../shared/hours/judge';
import { SEASONAL_NEEDS_MONTHS } from '../../../../shared/schemas/restroom-details';
import { restroomDetailsSchema } from '../../../../shared/schemas/restrooms';
import { Button } from '../../../components/ui/button';
import { validateForm } from '../../../lib/forms/field-errors';
import { fieldMessages, useFieldMessage } from '../../../lib/forms/field-messages';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { loadHoursEngine } from '../../../lib/hours-engine';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import { formOfHours, seasonOfForm } from '../../../lib/hours-form';
import { toast } from '../../../lib/toast';
import type { ShownRestroom } from '../api/optimistic';
import { queueDetails } from '../api/writes';
import {
  DetailsFields,
  detailsPayload,
  type DetailsValue,
} from '../../../components/restroom-details/details-fields';
import { OpeningHoursFields } from '../../../components/restroom-details/opening-hours-fields';

const valueOf = (restroom: ShownRestroom): DetailsValue => ({
  access: restroom.access,
  accessNote: restroom.accessNote ?? '',
  season: restroom.season,
  openMonths: restroom.openMonths,
  // A season kept as months alone shows as the hours it means ("Apr-Oct").
  openingHours: effectiveHours(restroom) ?? '',
  amenities: restroom.amenities,
});

type EditErrors = Partial<Record<'accessNote' | 'openMonths' | 'openingHours', string>>;

/** The library's word on the hours before they are queued; none when its chunk cannot load here. */
async function hoursProblem(value: string | null): Promise<string | null> {
  if (!value) return null;
  const engine = await loadHoursEngine().catch(() => null);
  return engine?.problem(value) ?? null;
}

export function EditDetails({ restroom, onDone }: { restroom: ShownRestroom; onDone: () => void }) {
  const t = useT(courseDialogs);
  const fieldMessage = useFieldMessage(courseDialogs);
  const [value, setValue] = useState(() => valueOf(restroom));
  const [errors, setErrors] = useState<EditErrors>({});
  // A refused save takes the owner to the first field in error: on a phone it is far above Save.
  const focus = useFocusFirstError();
  const save = async () => {
    // The position is kept as it is: this form does not move the restroom.
    const payload = detailsPayload(value, seasonOfForm(formOfHours(value.openingHours)) ?? undefined);
    const body = { ...payload, latitude: restroom.latitude, longitude: restroom.longitude };
    const checked = validateForm(restroomDetailsSchema, body);
    const months = value.monthsMissing ? SEASONAL_NEEDS_MONTHS : undefined;
    if (!checked.success || months) {
      const { accessNote, openMonths, openingHours } = checked.success ? {} : checked.errors;
      setErrors(fieldMessages(fieldMessage, { accessNote, openMonths: openMonths ?? months, openingHours }));
      focus.refused();
      return;
    }
    const problem = await hoursProblem(body.openingHours);
    if (problem) {
      setErrors({ openingHours: fieldMessage(problem) });
      focus.refused();
      return;
    }
    try {
      await queueDetails(restroom, body);
      toast({ title: t('courseDialogs.edit.saved'), description: t('courseDialogs.edit.savedText') });
      onDone();
    } catch {
      toast({
        title: t('courseDialogs.error'),
        description: t('courseDialogs.edit.failed'),
        variant: 'destructive',
      });
    }
  };
  return (
    <form
      ref={focus.ref}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DetailsFields
        value={value}
        onChange={setValue}
        errors={errors}
        hours={
          <OpeningHoursFields
            value={value.openingHours}
            error={errors.openingHours}
            monthsError={errors.openMonths}
            onChange={(openingHours, monthsMissing) =>
              setValue((current) => ({ ...current, openingHours, monthsMissing }))
            }
          />
        }
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('courseDialogs.cancel')}
        </Button>
        <Button type="submit">{t('courseDialogs.edit.submit')}</Button>
      </div>
    </form>
  );
}
