/**
 * The filters of docs/product.md §2: name search, the state (the primary filter; the others apply within it;
 * a country first and a region outside the US, §14),
 * location with its radius, minimum rating and verified-only. The side panel on desktop, the body of
 * the filter sheet on phones (where the search sits above the list instead).
 */
import { MIN_RATING_SLIDER } from '../../../../shared/constants';
import { RangeSlider } from '../../../components/ui/range-slider';
import { Switch } from '../../../components/ui/switch';
import en from '../../../lib/i18n/catalogues/en/courses-filters';
import { useT } from '../../../lib/i18n/catalogue';
import type { UpdateFilters } from '../hooks/use-course-filters';
import { activeLocation, type CourseFilters } from '../lib/filters';
import { LocationFilter, type LocationControl } from './location-filter';
import { PlaceFilter } from './place-filter';
import { SearchBox } from './search-box';

interface FilterPanelProps {
  filters: CourseFilters;
  update: UpdateFilters;
  location: LocationControl;
  withSearch: boolean;
}

export function FilterPanel({ filters, update, location, withSearch }: FilterPanelProps) {
  const t = useT(en);
  return (
    <div className="grid grid-cols-1 gap-6">
      {withSearch && <SearchBox value={filters.search} onSearch={(search) => update({ search })} />}
      <PlaceFilter filters={filters} update={update} />
      <LocationFilter
        {...location}
        enabled={filters.useLocation}
        position={activeLocation(filters)}
        radius={filters.radius}
        onRadius={(radius) => update({ radius })}
      />
      <RangeSlider
        label={t('coursesFilters.minRating')}
        value={filters.minRating}
        min={MIN_RATING_SLIDER.min}
        max={MIN_RATING_SLIDER.max}
        step={MIN_RATING_SLIDER.step}
        valueText={(n) => t('coursesFilters.minRatingValue', { n })}
        onCommit={(minRating) => update({ minRating })}
      />
      <Switch
        label={t('coursesFilters.verifiedOnly')}
        description={t('coursesFilters.verifiedHint')}
        checked={filters.verifiedOnly}
        onCheckedChange={(verifiedOnly) => update({ verifiedOnly })}
      />
    </div>
  );
}
