/**
 * Opening hours in the owner's edit (docs/product.md §10): a friendly form (the days and from–to
 * times, "open while the course is open", open all day, "closed in winter" and its months) that
 * writes OpenStreetMap syntax, and the raw value beside it for those who know the syntax. Both stay
 * in step: the form writes the raw value; a raw value the form cannot show (public holidays,
 * comments…) is kept as typed and the form says so.
 *
 * Each change also says whether the form is "closed in winter" with no month chosen, which no text
 * says (monthsMissingIn): the owner's forms refuse it, and their message shows at the months.
 */
import { useId, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { OPENING_HOURS_MAX } from '../../../shared/restroom-constants';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { Switch } from '../ui/switch';
import { TextField } from '../ui/text-field';
import { ToggleChip } from '../ui/toggle-chip';
import {
  DAY_KEYS,
  DEFAULT_SEASON,
  formOfHours,
  hoursOfForm,
  monthsMissingIn,
  newTimeRow,
  type DailyKind,
  type HoursForm,
  type TimeRow,
} from '../../lib/hours-form';
import { MonthChoice } from './month-choice';
import { activeLanguage, useT } from '../../lib/i18n/catalogue';
import details from '../../lib/i18n/catalogues/en/details';

const DAILY_KINDS: readonly DailyKind[] = ['unknown', 'all_day', 'daylight', 'times'];

const weekdayCache = new Map<string, { name: string; chip: string }[]>();

/**
 * The week from Monday (DAY_KEYS' order) in `locale`, from Intl: each day's name, and its chip's
 * two letters ('Mo', 'Di', 'Lu'), as calendars abbreviate it.
 */
function weekdays(locale: string) {
  let days = weekdayCache.get(locale);
  if (!days) {
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    // 1 January 2024 was a Monday.
    days = DAY_KEYS.map((_, day) => {
      const date = Date.UTC(2024, 0, 1 + day);
      const abbreviation = short.format(date);
      return {
        name: long.format(date),
        chip: abbreviation.charAt(0).toUpperCase() + abbreviation.charAt(1),
      };
    });
    weekdayCache.set(locale, days);
  }
  return days;
}

function DayChips({ days, onChange }: { days: number[]; onChange: (days: number[]) => void }) {
  const t = useT(details);
  const names = weekdays(activeLanguage().locale);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">{t('details.days')}</legend>
      <div className="grid grid-cols-7 gap-1">
        {DAY_KEYS.map((key, day) => {
          const on = days.includes(day);
          return (
            <ToggleChip
              key={key}
              label={names[day]?.name}
              checked={on}
              onToggle={() => onChange(on ? days.filter((d) => d !== day) : [...days, day])}
            >
              {names[day]?.chip ?? key}
            </ToggleChip>
          );
        })}
      </div>
    </fieldset>
  );
}

function TimeRowFields({
  row,
  index,
  onChange,
  onRemove,
}: {
  row: TimeRow;
  index: number;
  onChange: (row: TimeRow) => void;
  onRemove?: (() => void) | undefined;
}) {
  const t = useT(details);
  return (
    <div className="space-y-2 rounded-xl border border-line p-3">
      <DayChips days={row.days} onChange={(days) => onChange({ ...row, days })} />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={t('details.from')}
          type="time"
          value={row.from}
          onChange={(e) => onChange({ ...row, from: e.target.value })}
        />
        <TextField
          label={t('details.to')}
          type="time"
          value={row.to}
          onChange={(e) => onChange({ ...row, to: e.target.value })}
        />
      </div>
      {onRemove && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={onRemove}
          aria-label={t('details.removeTimes', { n: index + 1 })}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('details.removeTheseTimes')}
        </Button>
      )}
    </div>
  );
}

function FriendlyHours({
  form,
  onChange,
  monthsError,
}: {
  form: HoursForm;
  onChange: (form: HoursForm) => void;
  monthsError: string | undefined;
}) {
  const t = useT(details);
  const setRow = (i: number, row: TimeRow) =>
    onChange({ ...form, rows: form.rows.map((r, j) => (j === i ? row : r)) });
  return (
    <div className="space-y-3">
      <SelectField
        label={t('details.dailyHours')}
        value={form.daily}
        onChange={(event) => onChange({ ...form, daily: event.target.value as DailyKind })}
      >
        {DAILY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`details.daily.${kind}`)}
          </option>
        ))}
      </SelectField>
      {form.daily === 'times' && (
        <>
          {form.rows.map((row, i) => (
            <TimeRowFields
              key={i}
              row={row}
              index={i}
              onChange={(next) => setRow(i, next)}
              onRemove={
                form.rows.length > 1
                  ? () => onChange({ ...form, rows: form.rows.filter((_, j) => j !== i) })
                  : undefined
              }
            />
          ))}
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => onChange({ ...form, rows: [...form.rows, { ...newTimeRow(), days: [] }] })}
          >
            <Plus aria-hidden className="size-4" />
            {t('details.addTimes')}
          </Button>
        </>
      )}
      <Switch
        label={t('details.closedInWinter')}
        description={t('details.closedInWinterHint')}
        checked={form.closedInWinter}
        onCheckedChange={(closedInWinter) =>
          onChange({
            ...form,
            closedInWinter,
            openMonths: form.openMonths.length ? form.openMonths : DEFAULT_SEASON,
          })
        }
      />
      {form.closedInWinter && (
        <MonthChoice
          legend={t('details.openIn')}
          months={form.openMonths}
          error={monthsError}
          onChange={(openMonths) => onChange({ ...form, openMonths })}
        />
      )}
    </div>
  );
}

export function OpeningHoursFields({
  value,
  onChange,
  error,
  monthsError,
}: {
  /** The raw OpenStreetMap value; '' for not known. */
  value: string;
  /** The raw value, and whether the form is "closed in winter" with no month chosen. */
  onChange: (value: string, monthsMissing: boolean) => void;
  error?: string | undefined;
  /** The owner's form's "needs the months" message, shown at the months. */
  monthsError?: string | undefined;
}) {
  const t = useT(details);
  const headingId = useId();
  // The form's own state: a row being filled in (no day picked yet) writes nothing to the value.
  const [form, setForm] = useState(() => formOfHours(value));
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-bold">
        {t('details.openingHours')}
      </h3>
      {form ? (
        <FriendlyHours
          form={form}
          monthsError={monthsError}
          onChange={(next) => {
            setForm(next);
            onChange(hoursOfForm(next), monthsMissingIn(next));
          }}
        />
      ) : (
        <p className="text-sm text-fg-muted">{t('details.asText')}</p>
      )}
      <TextField
        label={t('details.osmText')}
        placeholder={t('details.osmExample')}
        maxLength={OPENING_HOURS_MAX}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        value={value}
        error={error}
        onChange={(event) => {
          const next = formOfHours(event.target.value);
          setForm(next);
          onChange(event.target.value, monthsMissingIn(next));
        }}
      />
    </section>
  );
}
