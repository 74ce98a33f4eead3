/**
 * A restroom's details past the spec (docs/product.md §10) as form fields: access and its note,
 * season and open months, and each amenity as Yes / No / Unknown. Unknown is the default and a real
 * answer: nothing here turns "nobody said" into "no". Used by Add Restroom, the owner's edit and
 * the course set-up.
 */
import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { ACCESS_KINDS, ACCESS_NOTE_MAX, AMENITIES, SEASONS } from '../../../shared/restroom-constants';
import type { Amenities, RestroomDetailsInput } from '../../../shared/schemas';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { ACCESS_LABELS, AMENITY_LABELS, SEASON_LABELS } from '../../lib/restroom-words';
import { MonthChoice } from './month-choice';

export interface DetailsValue {
  access: (typeof ACCESS_KINDS)[number];
  accessNote: string;
  season: (typeof SEASONS)[number];
  openMonths: number[];
  /** OpenStreetMap syntax; '' for not known. Only the owner's edit shows it (OpeningHoursFields). */
  openingHours: string;
  amenities: Amenities;
}

export const unknownDetails = (): DetailsValue => ({
  access: 'unknown',
  accessNote: '',
  season: 'unknown',
  openMonths: [],
  openingHours: '',
  amenities: {
    handwashing: null,
    soap: null,
    babyChanging: null,
    stepFree: null,
    grabBars: null,
    wideDoor: null,
    turningSpace: null,
  },
});

/** Every detail of a payload but the position, each given (unknown is an answer, sent as such). */
export type DetailsPayload = Required<Omit<RestroomDetailsInput, 'latitude' | 'longitude'>>;

/**
 * The payload's detail fields for this value. With opening hours, the season is theirs (the server
 * derives it); the form's own reading of them is sent alongside so the restroom shows it at once.
 */
export function detailsPayload(
  value: DetailsValue,
  hoursSeason?: Pick<DetailsValue, 'season' | 'openMonths'>,
): DetailsPayload {
  const openingHours = value.openingHours.trim() === '' ? null : value.openingHours.trim();
  const season = openingHours && hoursSeason ? hoursSeason : value;
  return {
    access: value.access,
    accessNote: value.accessNote.trim() === '' ? null : value.accessNote,
    season: season.season,
    openMonths: season.season === 'seasonal' ? season.openMonths : [],
    amenities: value.amenities,
    openingHours,
  };
}

type Errors = Partial<Record<'accessNote' | 'openMonths', string>>;

const TRI_STATE = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
  { value: null, label: 'Unknown' },
] as const;

function AmenityChoice({
  name,
  value,
  onChange,
}: {
  name: (typeof AMENITIES)[number];
  value: boolean | null;
  onChange: (value: boolean | null) => void;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold">{AMENITY_LABELS[name]}</legend>
      <div className="grid grid-cols-3 overflow-hidden rounded-xl border border-line">
        {TRI_STATE.map((choice) => (
          <label
            key={choice.label}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center justify-center text-sm font-semibold',
              'border-line not-first:border-l has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-primary',
              value === choice.value ? 'bg-primary text-on-primary' : 'bg-surface text-fg',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={`${id}-${name}`}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function DetailsFields({
  value,
  onChange,
  errors = {},
  hours,
}: {
  value: DetailsValue;
  onChange: (value: DetailsValue) => void;
  errors?: Errors;
  /** In place of the season and its months: the owner's opening hours (they decide the season). */
  hours?: ReactNode;
}) {
  const set = <K extends keyof DetailsValue>(key: K, next: DetailsValue[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <div className="space-y-4">
      <SelectField
        label="Who may use it"
        value={value.access}
        onChange={(event) => set('access', event.target.value as DetailsValue['access'])}
      >
        {ACCESS_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ACCESS_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Access note (optional)"
        placeholder="e.g. code on your scorecard"
        maxLength={ACCESS_NOTE_MAX}
        value={value.accessNote}
        error={errors.accessNote}
        onChange={(event) => set('accessNote', event.target.value)}
      />
      {hours ?? (
        <>
          <SelectField
            label="Season"
            value={value.season}
            onChange={(event) => set('season', event.target.value as DetailsValue['season'])}
          >
            {SEASONS.map((season) => (
              <option key={season} value={season}>
                {SEASON_LABELS[season]}
              </option>
            ))}
          </SelectField>
          {value.season === 'seasonal' && (
            <MonthChoice
              months={value.openMonths}
              error={errors.openMonths}
              onChange={(months) => set('openMonths', months)}
            />
          )}
        </>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {AMENITIES.map((name) => (
          <AmenityChoice
            key={name}
            name={name}
            value={value.amenities[name]}
            onChange={(next) => set('amenities', { ...value.amenities, [name]: next })}
          />
        ))}
      </div>
    </div>
  );
}
