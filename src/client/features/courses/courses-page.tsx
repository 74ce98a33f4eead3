/**
 * /courses (docs/product.md §2 "Course list page"): the filters (a side panel on desktop, a bottom sheet on
 * phones), the list or the map, and for admins the course dialogs. The filters live in the URL; the
 * courses come through the device store first and the network second (api/use-course-list.ts).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { countOf, formatRadius } from '../../../shared/format';
import type { Course } from '../../../shared/schemas/courses';
import { Button } from '../../components/ui/button';
import { lazyComponent } from '../../lib/lazy-component';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { apiErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSession } from '../auth';
import { AdminDialogs, type AdminAction } from './admin/admin-dialogs';
import { useCourseList } from './api/use-course-list';
import { CourseResults, CourseListCount } from './components/course-results';
import { DataStatus } from './components/data-status';
import { FilterPanelSlot, preloadFilterPanel } from './components/filter-panel-slot';
import { LocationErrorBanner } from './components/location-error-banner';
import type { LocationControl } from './components/location-filter';
import { MobileBar } from './components/mobile-bar';
import { NearMePrompt } from './components/near-me-prompt';
import { NearbyLink } from './components/nearby-link';
import { SearchBox } from './components/search-box';
import { ViewToggle } from './components/view-toggle';
import { useCourseFilters } from './hooks/use-course-filters';
import { useDebouncedQuery } from './hooks/use-debounced-query';
import { useKeepListedRestrooms } from './hooks/use-keep-listed-restrooms';
import { useListErrorToasts } from './hooks/use-list-error-toasts';
import { useLocate, type Located } from './hooks/use-locate';
import { activeLocation, listQuery, sharedQuery } from './lib/filters';
import { MapPanel } from './map-panel';

const NO_COURSES: Course[] = [];
const filterSheet = lazyComponent(() => import('./components/filter-sheet').then((module) => module.default));

/** The course data's source and licence (docs/product.md §11). */
function CourseDataCredit() {
  return (
    <p className="text-xs text-fg-muted">
      Course data ©{' '}
      <a
        href="https://www.openstreetmap.org/copyright"
        className="underline"
        rel="noreferrer"
        target="_blank"
      >
        OpenStreetMap contributors
      </a>
      , ODbL
    </p>
  );
}

export function CoursesPage() {
  const { filters, update, isFresh } = useCourseFilters();
  const isAdmin = useSession().user?.role === 'admin';
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [adminAction, setAdminAction] = useState<AdminAction | null>(null);
  const [mapTotal, setMapTotal] = useState<number | undefined>(undefined);
  const FilterSheet = filterSheet.useLoaded();
  useEffect(() => {
    if (!desktop) filterSheet.preloadWhenIdle();
  }, [desktop]);
  const closeAdmin = useCallback(() => setAdminAction(null), []);
  const openFilters = () => {
    setSheetOpen(true);
    // Offline before the sheet was ever fetched: say so instead of a button that does nothing.
    filterSheet.load().catch((error: unknown) => {
      setSheetOpen(false);
      toast({ title: 'Error', description: apiErrorMessage(error, 'Network Error'), variant: 'destructive' });
    });
  };

  const onLocated = useCallback<Located>(
    (position, place, automatic) =>
      update({ useLocation: true, ...position, ...place }, { replace: automatic }),
    [update],
  );
  const locator = useLocate(onLocated, isFresh);
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
  const adminHandlers = isAdmin
    ? {
        onEdit: (course: Course) => setAdminAction({ kind: 'edit', course }),
        onDelete: (course: Course) => setAdminAction({ kind: 'delete', course }),
      }
    : {};

  return (
    <section aria-labelledby="courses-title" className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-8 lg:pb-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="courses-title" className="text-3xl font-extrabold tracking-tight">
            Golf Courses
          </h1>
          <p className="mt-1 text-fg-muted">Find and review golf course restrooms near you</p>
        </div>
        <div className="flex items-center gap-2">
          {isAdmin && (
            <Button onClick={() => setAdminAction({ kind: 'add' })}>
              <Plus aria-hidden className="size-5" />
              Add Course
            </Button>
          )}
          {desktop && <ViewToggle view={filters.view} onView={(view) => update({ view })} />}
        </div>
      </div>

      {locator.error && (
        <div className="mt-4">
          <LocationErrorBanner message={locator.error} onDismiss={locator.clearError} />
        </div>
      )}

      <div className="mt-5 gap-6 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        {desktop && (
          <aside
            aria-label="Filters"
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
                <p className="text-sm font-semibold">{mapTotal ?? result.total} course(s) found</p>
              )}
              {position && (
                <p className="text-sm text-fg-muted">
                  Nearest first, within {formatRadius(filters.radius, filters.unit)} of you
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
              {...adminHandlers}
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
        <FilterSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          summary={result ? `Show ${countOf(result.total, 'course')}` : 'Show courses'}
        >
          {panel}
        </FilterSheet>
      )}
      {isAdmin && <AdminDialogs action={adminAction} onClose={closeAdmin} />}
    </section>
  );
}
