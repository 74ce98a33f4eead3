import { SyncPageSection } from '../../components/sync-page-section';
import { SelectField } from '../../components/ui/select-field';
import { setDistanceUnit, useDistanceUnit } from '../../lib/distance-unit';
import { DISTANCE_UNITS } from '../../../shared/units';

const LABELS = { mi: 'Miles', km: 'Kilometres and metres' } as const;

/**
 * The golfer's distance unit (docs/product.md §14): every distance, the radius slider and the
 * nearby search follow it. Kept on this device, so it holds offline.
 */
export function UnitsSection() {
  const unit = useDistanceUnit();
  return (
    <SyncPageSection
      title="Units"
      description="Kept on this device; until you choose, your browser's region decides."
    >
      <SelectField
        label="Distances in"
        value={unit}
        onChange={(event) => {
          const next = DISTANCE_UNITS.find((option) => option === event.target.value);
          if (next) setDistanceUnit(next);
        }}
      >
        {DISTANCE_UNITS.map((option) => (
          <option key={option} value={option}>
            {LABELS[option]}
          </option>
        ))}
      </SelectField>
    </SyncPageSection>
  );
}
