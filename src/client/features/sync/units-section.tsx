import { SyncPageSection } from '../../components/sync-page-section';
import { SelectField } from '../../components/ui/select-field';
import { setDistanceUnit, useDistanceUnit } from '../../lib/distance-unit';
import { DISTANCE_UNITS } from '../../../shared/units';
import { useT } from '../../lib/i18n/catalogue';
import sync from '../../lib/i18n/catalogues/en/sync';

/**
 * The golfer's distance unit (docs/product.md §14): every distance, the radius slider and the
 * nearby search follow it. Kept on this device, so it holds offline.
 */
export function UnitsSection() {
  const unit = useDistanceUnit();
  const t = useT(sync);
  return (
    <SyncPageSection title={t('sync.units')} description={t('sync.unitsHint')}>
      <SelectField
        label={t('sync.distancesIn')}
        value={unit}
        onChange={(event) => {
          const next = DISTANCE_UNITS.find((option) => option === event.target.value);
          if (next) setDistanceUnit(next);
        }}
      >
        {DISTANCE_UNITS.map((option) => (
          <option key={option} value={option}>
            {t(`sync.unit.${option}`)}
          </option>
        ))}
      </SelectField>
    </SyncPageSection>
  );
}
