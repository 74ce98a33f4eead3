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
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { loadHoursEngine } from '../../../lib/hours-engine';
import { checkSetup, newOnCourseRow, takeOff, type SetupErrors, type SetupForm } from '../lib/setup-form';
import { OnCourseRows } from './on-course-rows';
import { PlaceDetails } from './place-details';

const HOLES = Array.from({ length: MAX_HOLE }, (_, i) => i + 1);
const SECTION = 'rounded-2xl border border-line bg-surface p-4 shadow-sm';

/** What golfers said of the clubhouse (docs/product.md §13), beside the question. */
function clubhouseHint(form: SetupForm, facts: CourseFacts | undefined): string {
  if (form.clubhouse.name) return `Listed as ${form.clubhouse.name}.`;
  if (facts?.disputed.includes('clubhouseRestroom')) return 'Golfers disagree.';
  if (facts?.clubhouseRestroom === 'no') return 'Golfers say there is none.';
  if (facts?.clubhouseRestroom === 'yes') return 'Golfers say there is one.';
  return 'Likely a restroom, not confirmed yet.';
}

function onCourseHint(facts: CourseFacts | undefined): string | undefined {
  if (facts?.disputed.includes('onCourseRestrooms')) return 'Golfers disagree about restrooms on the course.';
  if (facts?.onCourseRestrooms === 'no') return 'Golfers say there is none on the course.';
  if (facts?.onCourseRestrooms === 'yes') return 'Golfers say there is one on the course.';
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
      aria-label="Course set-up"
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <section aria-labelledby="setup-clubhouse" className={SECTION}>
        <h2 id="setup-clubhouse" className="mb-2 text-lg font-bold">
          Clubhouse
        </h2>
        <ChoiceGroup
          legend="Restroom at the clubhouse?"
          hint={clubhouseHint(form, facts)}
          value={clubhouse.present}
          options={YES_NO}
          onChange={(present) => setForm({ ...form, clubhouse: { ...clubhouse, present } })}
        />
        {clubhouse.present && (
          <PlaceDetails
            details={clubhouse.details}
            onChange={(details) => setForm({ ...form, clubhouse: { ...clubhouse, details } })}
            errors={errors}
            path="clubhouse"
            label="the clubhouse restroom"
          />
        )}
      </section>

      <section aria-labelledby="setup-halfway" className={SECTION}>
        <h2 id="setup-halfway" className="mb-2 text-lg font-bold">
          Halfway house
        </h2>
        <ChoiceGroup
          legend="Halfway house?"
          hint={halfwayHouse.name ? `Listed as ${halfwayHouse.name}.` : undefined}
          value={halfwayHouse.present}
          options={YES_NO}
          onChange={(present) => setForm({ ...form, halfwayHouse: { ...halfwayHouse, present } })}
        />
        {halfwayHouse.present && (
          <>
            <SelectField
              label="After hole"
              className="mt-3"
              value={halfwayHouse.afterHole}
              error={errors['halfwayHouse.afterHole']}
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
              errors={errors}
              path="halfwayHouse"
              label="the halfway house"
            />
          </>
        )}
      </section>

      <section aria-labelledby="setup-on-course" className={SECTION}>
        <h2 id="setup-on-course" className="text-lg font-bold">
          Restrooms on the course
        </h2>
        {onCourseHint(facts) && <p className="mb-2 text-sm text-fg-muted">{onCourseHint(facts)}</p>}
        <OnCourseRows
          rows={form.onCourse}
          errors={errors}
          onChange={(onCourse) => setForm({ ...form, onCourse })}
          onTakeOff={(key) => setForm(takeOff(form, key))}
          onAdd={() => setForm({ ...form, onCourse: [...form.onCourse, newOnCourseRow()] })}
        />
      </section>

      <Button type="submit" size="lg" className="w-full" disabled={saving}>
        Save the set-up
      </Button>
    </form>
  );
}
