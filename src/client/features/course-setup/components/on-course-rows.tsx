/**
 * 'Restrooms on the course' in the set-up (docs/product.md §12): one card per restroom, its hole
 * and whether it is portable or permanent, its details folded; a listed one says its name, and
 * 'Take off' removes it when the set-up is saved.
 */
import { Plus, Trash2 } from 'lucide-react';
import { MAX_HOLE } from '../../../../shared/restroom-constants';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { SelectField } from '../../../components/ui/select-field';
import type { OnCourseRow, SetupErrors } from '../lib/setup-form';
import { useT } from '../../../lib/i18n/catalogue';
import setup from '../../../lib/i18n/catalogues/en/setup';
import { PlaceDetails } from './place-details';

const HOLES = Array.from({ length: MAX_HOLE }, (_, i) => i + 1);

function RowCard({
  row,
  index,
  errors,
  onChange,
  onTakeOff,
}: {
  row: OnCourseRow;
  index: number;
  errors: SetupErrors;
  onChange: (row: OnCourseRow) => void;
  onTakeOff: () => void;
}) {
  const t = useT(setup);
  const path = `onCourse.${index}`;
  const title = row.hole ? t('setup.hole.n', { hole: row.hole }) : t('setup.row', { n: index + 1 });
  const types = [
    { value: 'portable', label: t('setup.portable') },
    { value: 'permanent', label: t('setup.permanent') },
  ] as const;
  return (
    <li className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="pt-2 font-bold">
          {title}
          {row.name && (
            <span className="block text-sm font-normal text-fg-muted">
              {t('setup.listedAs', { name: row.name })}
            </span>
          )}
        </h3>
        <Button
          type="button"
          variant="ghost"
          onClick={onTakeOff}
          aria-label={t('setup.takeOffWhat', { what: title })}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('setup.takeOff')}
        </Button>
      </div>
      <div className="mt-2 grid gap-3">
        <SelectField
          label={t('setup.hole')}
          value={row.hole ?? ''}
          error={errors[`${path}.hole`]}
          onChange={(event) =>
            onChange({ ...row, hole: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">{t('setup.choose')}</option>
          {HOLES.map((hole) => (
            <option key={hole} value={hole}>
              {hole}
            </option>
          ))}
        </SelectField>
        <ChoiceGroup
          legend={t('setup.type')}
          value={row.facilityType}
          options={types}
          error={errors[`${path}.facilityType`]}
          onChange={(facilityType) => onChange({ ...row, facilityType })}
        />
      </div>
      <PlaceDetails
        details={row.details}
        onChange={(details) => onChange({ ...row, details })}
        errors={errors}
        path={path}
        label={title}
      />
    </li>
  );
}

export function OnCourseRows({
  rows,
  errors,
  onChange,
  onTakeOff,
  onAdd,
}: {
  rows: OnCourseRow[];
  errors: SetupErrors;
  onChange: (rows: OnCourseRow[]) => void;
  onTakeOff: (key: string) => void;
  onAdd: () => void;
}) {
  const t = useT(setup);
  return (
    <>
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('setup.none')}</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((row, index) => (
            <RowCard
              key={row.key}
              row={row}
              index={index}
              errors={errors}
              onChange={(next) => onChange(rows.map((other) => (other.key === row.key ? next : other)))}
              onTakeOff={() => onTakeOff(row.key)}
            />
          ))}
        </ul>
      )}
      <Button type="button" variant="outline" className="mt-3 w-full" onClick={onAdd}>
        <Plus aria-hidden className="size-5" />
        {t('setup.add')}
      </Button>
    </>
  );
}
