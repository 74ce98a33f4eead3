/**
 * Where to look (docs/product.md §14): a country, then in the US the spec's state list (its texts
 * unchanged) and elsewhere an optional region. The countries and regions are those that have
 * courses (GET /api/courses/places); the US and the chosen country are always offered, so the
 * filter works before that answer arrives and offline.
 */
import { US_STATES } from '../../../../shared/us-states';
import { countryName, US } from '../../../../shared/places';
import { SelectField } from '../../../components/ui/select-field';
import { useCoursePlaces } from '../api/use-course-places';
import type { UpdateFilters } from '../hooks/use-course-filters';
import type { CourseFilters } from '../lib/filters';

const ALL_REGIONS = 'All regions';

export function PlaceFilter({ filters, update }: { filters: CourseFilters; update: UpdateFilters }) {
  const places = useCoursePlaces();
  const codes = new Set([US, filters.country, ...places.map((place) => place.code)]);
  const countries = [...codes]
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const regions = places.find((place) => place.code === filters.country)?.regions ?? [];
  return (
    <>
      <SelectField
        label="Country"
        value={filters.country}
        onChange={(event) => update({ country: event.target.value, region: '' })}
      >
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      {filters.country === US ? (
        <SelectField
          label="State"
          value={filters.state}
          onChange={(event) => update({ state: event.target.value })}
        >
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {code} - {name}
            </option>
          ))}
        </SelectField>
      ) : (
        <SelectField
          label="Region"
          value={filters.region}
          onChange={(event) => update({ region: event.target.value })}
        >
          <option value="">{ALL_REGIONS}</option>
          {regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
