/**
 * The set-up on one screen (docs/product.md §12): the clubhouse (yes / no), the halfway house and
 * the hole it comes after, the restrooms out on the course, each with its access, hours and
 * amenities, as the owner found them prefilled (lib/setup-form.ts). Saving queues one write of the
 * outbox (docs/decisions.md §6): the same on a phone without signal.
 */
import { useState } from 'react';
import { MAX_HOLE } from '../../../../shared/restroom-constants';
import type { CourseFacts } from '../../../../shared/schemas/courses';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup, YES_NO } from '../../../components/ui/choice-group';
import { SelectField } from '../../../components/ui/select-field';
import { fieldMessages, useFieldMessage } from '../../../lib/forms/field-messages';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { loadHoursEngine } from '../../../lib/hours-engine';
import { checkSetup, newOnCourseRow, takeOff, type SetupErrors, type SetupForm } from '../lib/setup-form';
import { useT, type Translate } from '../../../lib/i18n/catalogue';
import setup from '../../../lib/i18n/catalogues/en/setup';
import { OnCourseRows } from './on-course-rows';
import { PlaceDetails } from './place-details';

const HOLES = Array.from({ length: MAX_HOLE }, (_, i) => i + 1);
const SECTION = 'rounded-2xl border border-line bg-surface p-4 shadow-sm';

/** What golfers said of the clubhouse (docs/product.md §13), beside the question. */
type SetupT = Translate<typeof setup>;

function clubhouseHint(t: SetupT, form: SetupForm, facts: CourseFacts | undefined): string {
  if (form.clubhouse.name) return t('setup.listedAs.sentence', { name: form.clubhouse.name });
  if (facts?.disputed.includes('clubhouseRestroom')) return t('setup.clubhouse.disputed');
  if (facts?.clubhouseRestroom === 'no') return t('setup.clubhouse.no');
  if (facts?.clubhouseRestroom === 'yes') return t('setup.clubhouse.yes');
  return t('setup.clubhouse.likely');
}

function onCourseHint(t: SetupT, facts: CourseFacts | undefined): string | undefined {
  if (facts?.disputed.includes('onCourseRestrooms')) return t('setup.onCourse.disputed');
  if (facts?.onCourseRestrooms === 'no') return t('setup.onCourse.no');
  if (facts?.onCourseRestrooms === 'yes') return t('setup.onCourse.yes');
  return undefined;
}

/** The hours' problems by the `opening_hours` library, before queueing (as the owner's edit does). */
async function hoursErrors(form: SetupForm): Promise<SetupErrors> {
  const rows = [
    ['clubhouse', form.clubhouse.present ? form.clubhouse.details.openingHours : ''],
    ['halfwayHouse', form.halfwayHouse.present ? form.halfwayHouse.details.openingHours : ''],
    ...form.onCourse.map((row, index) => [`onCourse.${index}`, row.details.openingHours] as const),
  ].filter(([, hours]) => hours.trim() !== '');
  if (rows.length === 0) return {};
  const engine = await loadHoursEngine().catch(() => null);
  const errors: SetupErrors = {};
  for (const [path, hours] of rows) {
    const problem = engine?.problem(hours.trim());
    if (problem) errors[`${path}.openingHours`] = problem;
  }
  return errors;
}

export function SetupFormView({
  initial,
  facts,
  onSave,
}: {
  initial: SetupForm;
  facts: CourseFacts | undefined;
  onSave: (body: Extract<ReturnType<typeof checkSetup>, { success: true }>['body']) => Promise<void>;
}) {
  const t = useT(setup);
  const [form, setFormState] = useState(initial);
  const [errors, setErrors] = useState<SetupErrors>({});
  // A message goes once its field is right; new ones wait for the next save (the hours' library
  // is asked only then, so its messages stay until then too).
  const setForm = (next: SetupForm) => {
    setFormState(next);
    if (Object.keys(errors).length === 0) return;
    const again = checkSetup(next);
    const still = again.success ? {} : again.errors;
    setErrors(
      Object.fromEntries(
        Object.entries(errors).filter(([path]) => path in still || path.endsWith('.openingHours')),
      ),
    );
  };
  // The schema's and the hours library's English, in the golfer's language (docs/decisions.md §9).
  const fieldMessage = useFieldMessage(setup);
  const shown = fieldMessages(fieldMessage, errors) as SetupErrors;
  const [saving, setSaving] = useState(false);
  const focus = useFocusFirstError();
  const { clubhouse, halfwayHouse } = form;

  const save = async () => {
    const checked = checkSetup(form);
    const problems = checked.success ? await hoursErrors(form) : checked.errors;
    if (!checked.success || Object.keys(problems).length > 0) {
      setErrors(problems);
      focus.refused();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(checked.body);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={focus.ref}
      noValidate
      aria-label={t('setup.form')}
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <section aria-labelledby="setup-clubhouse" className={SECTION}>
        <h2 id="setup-clubhouse" className="mb-2 text-lg font-bold">
          {t('setup.clubhouse')}
        </h2>
        <ChoiceGroup
          legend={t('setup.clubhouse.question')}
          hint={clubhouseHint(t, form, facts)}
          value={clubhouse.present}
          options={YES_NO}
          onChange={(present) => setForm({ ...form, clubhouse: { ...clubhouse, present } })}
        />
        {clubhouse.present && (
          <PlaceDetails
            details={clubhouse.details}
            onChange={(details) => setForm({ ...form, clubhouse: { ...clubhouse, details } })}
            errors={shown}
            path="clubhouse"
            label={t('setup.clubhouse.label')}
          />
        )}
      </section>

      <section aria-labelledby="setup-halfway" className={SECTION}>
        <h2 id="setup-halfway" className="mb-2 text-lg font-bold">
          {t('setup.halfway')}
        </h2>
        <ChoiceGroup
          legend={t('setup.halfway.question')}
          hint={halfwayHouse.name ? t('setup.listedAs.sentence', { name: halfwayHouse.name }) : undefined}
          value={halfwayHouse.present}
          options={YES_NO}
          onChange={(present) => setForm({ ...form, halfwayHouse: { ...halfwayHouse, present } })}
        />
        {halfwayHouse.present && (
          <>
            <SelectField
              label={t('setup.afterHole')}
              className="mt-3"
              value={halfwayHouse.afterHole}
              error={shown['halfwayHouse.afterHole']}
              onChange={(event) =>
                setForm({ ...form, halfwayHouse: { ...halfwayHouse, afterHole: Number(event.target.value) } })
              }
            >
              {HOLES.map((hole) => (
                <option key={hole} value={hole}>
                  {hole}
                </option>
              ))}
            </SelectField>
            <PlaceDetails
              details={halfwayHouse.details}
              onChange={(details) => setForm({ ...form, halfwayHouse: { ...halfwayHouse, details } })}
              errors={shown}
              path="halfwayHouse"
              label={t('setup.halfway.label')}
            />
          </>
        )}
      </section>

      <section aria-labelledby="setup-on-course" className={SECTION}>
        <h2 id="setup-on-course" className="text-lg font-bold">
          {t('setup.onCourse')}
        </h2>
        {onCourseHint(t, facts) && <p className="mb-2 text-sm text-fg-muted">{onCourseHint(t, facts)}</p>}
        <OnCourseRows
          rows={form.onCourse}
          errors={shown}
          onChange={(onCourse) => setForm({ ...form, onCourse })}
          onTakeOff={(key) => setForm(takeOff(form, key))}
          onAdd={() => setForm({ ...form, onCourse: [...form.onCourse, newOnCourseRow()] })}
        />
      </section>

      <Button type="submit" size="lg" className="w-full" disabled={saving}>
        {t('setup.save')}
      </Button>
    </form>
  );
}
