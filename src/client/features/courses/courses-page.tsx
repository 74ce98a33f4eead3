/**
 * /courses (docs/product.md §2 "Course list page"): the filters (a side panel on desktop, a bottom sheet on
 * phones), the list or the map, and for admins the course dialogs. The filters live in the URL; the
 * courses come through the device store first and the network second (api/use-course-list.ts).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Course } from '../../../shared/schemas/courses';
import { lazyComponent } from '../../lib/lazy-component';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { apiErrorMessage } from '../../lib/api';
import en from '../../lib/i18n/catalogues/en/courses';
import { useT } from '../../lib/i18n/catalogue';
import { toast } from '../../lib/toast';
import { useSession } from '../auth';
import { useCourseList } from './api/use-course-list';
import { CourseResults, CourseListCount } from './components/course-results';
import { DataStatus } from './components/data-status';
import { FilterPanelSlot, preloadFilterPanel } from './components/filter-panel-slot';
import type { LocationControl } from './components/location-filter';
import { MobileBar } from './components/mobile-bar';
import { NearMePrompt } from './components/near-me-prompt';
import { NearbyLink } from './components/nearby-link';
import { SearchBox } from './components/search-box';
import { ViewToggle } from './components/view-toggle';
import { useAdminKit } from './hooks/use-admin-kit';
import { useCourseFilters } from './hooks/use-course-filters';
import { useDebouncedQuery } from './hooks/use-debounced-query';
import { useKeepListedRestrooms } from './hooks/use-keep-listed-restrooms';
import { useListErrorToasts } from './hooks/use-list-error-toasts';
import { useLocate, type Located } from './hooks/use-locate';
import { activeLocation, listQuery, sharedQuery } from './lib/filters';
import { MapPanel } from './map-panel';

const NO_COURSES: Course[] = [];
const filterSheet = lazyComponent(() => import('./components/filter-sheet').then((module) => module.default));
// Only when the browser gave no position (its text is also under the location button).
const locationBanner = lazyComponent(() =>
  import('./components/location-error-banner').then((module) => module.LocationErrorBanner),
);

/** The course data's source and licence (docs/product.md §11). */
function CourseDataCredit() {
  const t = useT(en);
  return (
    <p className="text-xs text-fg-muted">
      {t('courses.credit')}{' '}
      <a
        href="https://www.openstreetmap.org/copyright"
        className="underline"
        rel="noreferrer"
        target="_blank"
      >
        {t('courses.osm')}
      </a>
      , ODbL
    </p>
  );
}

export function CoursesPage() {
  const t = useT(en);
  const { filters, update, isFresh } = useCourseFilters();
  const isAdmin = useSession().user?.role === 'admin';
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [mapTotal, setMapTotal] = useState<number | undefined>(undefined);
  const FilterSheet = filterSheet.useLoaded();
  useEffect(() => {
    if (!desktop) filterSheet.preloadWhenIdle();
  }, [desktop]);
  const admin = useAdminKit(isAdmin);
  const openFilters = () => {
    setSheetOpen(true);
    // Offline before the sheet was ever fetched: say so instead of a button that does nothing.
    filterSheet.load().catch((error: unknown) => {
      setSheetOpen(false);
      toast({
        title: t('courses.error'),
        description: apiErrorMessage(error, t('courses.networkError')),
        variant: 'destructive',
      });
    });
  };

  const onLocated = useCallback<Located>(
    (position, place, automatic) =>
      update({ useLocation: true, ...position, ...place }, { replace: automatic }),
    [update],
  );
  const locator = useLocate(onLocated, isFresh);
  const LocationErrorBanner = locationBanner.useLoaded();
  useEffect(() => {
    if (locator.error) locationBanner.load().catch(() => undefined);
  }, [locator.error]);
  const location: LocationControl = {
    locating: locator.locating,
    error: locator.error,
    locate: locator.locate,
    remove: () => update({ useLocation: false, latitude: undefined, longitude: undefined }),
  };

  const query = useMemo(() => listQuery(filters), [filters]);
  const shared = useMemo(() => sharedQuery(filters), [filters]);
  const list = useCourseList(useDebouncedQuery(query));
  useListErrorToasts(list);
  useKeepListedRestrooms(list);
  const position = useMemo(() => activeLocation(filters), [filters]);
  const result = list.result;

  useEffect(preloadFilterPanel, []);
  const panel = (
    <FilterPanelSlot filters={filters} update={update} location={location} withSearch={desktop} />
  );

  return (
    <section aria-labelledby="courses-title" className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-8 lg:pb-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="courses-title" className="text-3xl font-extrabold tracking-tight">
            {t('courses.title')}
          </h1>
          <p className="mt-1 text-fg-muted">{t('courses.subtitle')}</p>
        </div>
        <div className="flex items-center gap-2">
          {admin.addButton}
          {desktop && <ViewToggle view={filters.view} onView={(view) => update({ view })} />}
        </div>
      </div>

      {locator.error && LocationErrorBanner && (
        <div className="mt-4">
          <LocationErrorBanner
            reason={locator.error}
            lead={(message) => t('courses.locationError', { message })}
            dismissLabel={t('courses.dismissLocationError')}
            onDismiss={locator.clearError}
          />
        </div>
      )}

      <div className="mt-5 gap-6 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        {desktop && (
          <aside
            aria-label={t('courses.filters')}
            className="rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-20"
          >
            {panel}
          </aside>
        )}
        {/* One column no wider than the screen: an auto track grew to its widest card's content. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          {!desktop && <SearchBox value={filters.search} onSearch={(search) => update({ search })} />}
          {!position && <NearMePrompt locating={locator.locating} onLocate={locator.locate} />}
          {position && <NearbyLink />}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <div>
              {result && filters.view === 'list' && <CourseListCount result={result} />}
              {result && filters.view === 'map' && (
                <p className="text-sm font-semibold">{t('courses.found', { n: mapTotal ?? result.total })}</p>
              )}
              {position && (
                <p className="text-sm text-fg-muted">
                  {t('courses.nearestWithin', { r: filters.radius, unit: filters.unit })}
                </p>
              )}
            </div>

            <DataStatus list={list} />
          </div>
          {filters.view === 'list' ? (
            <CourseResults
              result={result}
              notSaved={list.notSaved}
              showDistance={position !== undefined}
              onPage={(page) => {
                update({ page });
                document.getElementById('courses-title')?.scrollIntoView({ block: 'start' });
              }}
              admin={admin.card}
            />
          ) : (
            <MapPanel
              courses={result?.courses ?? NO_COURSES}
              query={shared}
              userLocation={position}
              onTotal={setMapTotal}
            />
          )}
          <CourseDataCredit />
        </div>
      </div>

      {!desktop && (
        <MobileBar filters={filters} onOpenFilters={openFilters} onView={(view) => update({ view })} />
      )}
      {!desktop && sheetOpen && FilterSheet && (
        <FilterSheet open={sheetOpen} onOpenChange={setSheetOpen} total={result?.total}>
          {panel}
        </FilterSheet>
      )}
      {admin.dialogs}
    </section>
  );
}
