/**
 * Where to look (docs/product.md §14): a country, then in the US the spec's state list (its texts
 * unchanged) and elsewhere an optional region. The countries and regions are those that have
 * courses (GET /api/courses/places); the US and the chosen country are always offered, so the
 * filter works before that answer arrives and offline.
 */
import { US_STATES } from '../../../../shared/us-states';
import { countryName, US } from '../../../../shared/places';
import { SelectField } from '../../../components/ui/select-field';
import en from '../../../lib/i18n/catalogues/en/courses-filters';
import { activeLanguage, useT } from '../../../lib/i18n/catalogue';
import { useCoursePlaces } from '../api/use-course-places';
import type { UpdateFilters } from '../hooks/use-course-filters';
import type { CourseFilters } from '../lib/filters';

export function PlaceFilter({ filters, update }: { filters: CourseFilters; update: UpdateFilters }) {
  const places = useCoursePlaces();
  const t = useT(en);
  // Country names in the golfer's language, sorted as that language sorts (useT re-renders on a change).
  const { locale } = activeLanguage();
  const codes = new Set([US, filters.country, ...places.map((place) => place.code)]);
  const countries = [...codes]
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const regions = places.find((place) => place.code === filters.country)?.regions ?? [];
  return (
    <>
      <SelectField
        label={t('coursesFilters.country')}
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
          label={t('coursesFilters.state')}
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
          label={t('coursesFilters.region')}
          value={filters.region}
          onChange={(event) => update({ region: event.target.value })}
        >
          <option value="">{t('coursesFilters.allRegions')}</option>
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
