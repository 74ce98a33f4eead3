/**
 * Add Restroom's own fields (docs/product.md §2 "Add Restroom dialog", §5): location type, the name
 * chosen from that type's list, facility type, gender and the accessibility switch.
 */
import { FACILITY_TYPES, GENDERS, LOCATION_TYPES } from '../../../../shared/constants';
import { MAX_HOLE, RESTROOM_NAME_CHOICES } from '../../../../shared/restroom-constants';
import { SelectField } from '../../../components/ui/select-field';
import { Switch } from '../../../components/ui/switch';
import { holeFromName, type SpecValue } from '../hooks/use-add-restroom-form';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import { useRestroomLabels } from './labels';

/** A regulation round's holes; the rest are a third nine's (docs/product.md §10 "Holes"). */
const ROUND_HOLES = 18;

function NameOptions({ locationType }: { locationType: SpecValue['locationType'] }) {
  const t = useT(courseDialogs);
  const choices: readonly string[] = RESTROOM_NAME_CHOICES[locationType];
  // Most courses have 18 holes: the third nine's names stand apart, so the usual list stays short
  // to scan and "Hole 2" is not read among "Hole 20"–"Hole 27".
  const thirdNine = choices.filter((choice) => (holeFromName(choice) ?? 0) > ROUND_HOLES);
  const plain = choices.filter((choice) => !thirdNine.includes(choice));
  const option = (choice: string) => (
    <option key={choice} value={choice}>
      {choice}
    </option>
  );
  return (
    <>
      <option value="">{t('courseDialogs.add.chooseName')}</option>
      {plain.map(option)}
      {thirdNine.length > 0 && (
        <optgroup label={t('courseDialogs.add.thirdNine', { from: ROUND_HOLES + 1, to: MAX_HOLE })}>
          {thirdNine.map(option)}
        </optgroup>
      )}
    </>
  );
}

export function AddRestroomFields({
  value,
  onChange,
  nameError,
}: {
  value: SpecValue;
  onChange: (value: SpecValue) => void;
  nameError: string | undefined;
}) {
  const t = useT(courseDialogs);
  const labels = useRestroomLabels();
  const set = <K extends keyof SpecValue>(key: K, next: SpecValue[K]) => onChange({ ...value, [key]: next });
  return (
    <>
      <SelectField
        label={t('courseDialogs.add.locationType')}
        value={value.locationType}
        onChange={(event) => set('locationType', event.target.value as SpecValue['locationType'])}
      >
        {LOCATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {labels.location(type)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('courseDialogs.add.name')}
        value={value.name}
        error={nameError}
        onChange={(event) => set('name', event.target.value)}
      >
        <NameOptions locationType={value.locationType} />
      </SelectField>
      <SelectField
        label={t('courseDialogs.add.facilityType')}
        value={value.facilityType}
        onChange={(event) => set('facilityType', event.target.value as SpecValue['facilityType'])}
      >
        {FACILITY_TYPES.map((type) => (
          <option key={type} value={type}>
            {labels.facility(type)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('courseDialogs.add.gender')}
        value={value.gender}
        onChange={(event) => set('gender', event.target.value as SpecValue['gender'])}
      >
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {labels.gender(gender)}
          </option>
        ))}
      </SelectField>
      <Switch
        label={t('courseDialogs.add.accessible')}
        checked={value.accessibility}
        onCheckedChange={(next) => set('accessibility', next)}
      />
    </>
  );
}
