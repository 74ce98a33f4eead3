/**
 * A restroom's details past the spec (docs/product.md §10) as form fields: access and its note,
 * season and open months, and each amenity as Yes / No / Unknown. Unknown is the default and a real
 * answer: nothing here turns "nobody said" into "no". Used by Add Restroom, the owner's edit and
 * the course set-up.
 */
import type { ReactNode } from 'react';
import { ACCESS_KINDS, ACCESS_NOTE_MAX, AMENITIES, SEASONS } from '../../../shared/restroom-constants';
import type { Amenities, RestroomDetailsInput } from '../../../shared/schemas';
import { ChoiceGroup, YES_NO } from '../ui/choice-group';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { ACCESS_LABELS, AMENITY_LABELS, SEASON_LABELS } from '../../lib/restroom-words';
import { useT } from '../../lib/i18n/catalogue';
import details from '../../lib/i18n/catalogues/en/details';
import ui from '../../lib/i18n/catalogues/en/ui';
import { MonthChoice } from './month-choice';

export interface DetailsValue {
  access: (typeof ACCESS_KINDS)[number];
  accessNote: string;
  season: (typeof SEASONS)[number];
  openMonths: number[];
  /** OpenStreetMap syntax; '' for not known. Only the owner's edit shows it (OpeningHoursFields). */
  openingHours: string;
  /**
   * The owner's hours form says "closed in winter" with no month chosen (OpeningHoursFields): the
   * text cannot say it, and the details' check lets the hours decide the season, so the owner's
   * forms refuse it themselves with SEASONAL_NEEDS_MONTHS at the months. Never sent.
   */
  monthsMissing?: boolean;
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
  const t = useT(details);
  const tUi = useT(ui);
  const set = <K extends keyof DetailsValue>(key: K, next: DetailsValue[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <div className="space-y-4">
      <SelectField
        label={t('details.access')}
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
        label={t('details.accessNote')}
        placeholder={t('details.accessNoteExample')}
        maxLength={ACCESS_NOTE_MAX}
        value={value.accessNote}
        error={errors.accessNote}
        onChange={(event) => set('accessNote', event.target.value)}
      />
      {hours ?? (
        <>
          <SelectField
            label={t('details.season')}
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
          <ChoiceGroup
            key={name}
            small
            legend={AMENITY_LABELS[name]}
            options={YES_NO}
            unknown={tUi('ui.unknown')}
            value={value.amenities[name]}
            onChange={(next: boolean | null) => set('amenities', { ...value.amenities, [name]: next })}
          />
        ))}
      </div>
    </div>
  );
}
