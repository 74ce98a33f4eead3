// @vitest-environment happy-dom
/**
 * The course list's untranslated-text check (issue 39, docs/decisions.md §9): the real /courses
 * screen (list, cards, count, pages, near-me, the phone's bar and filter sheet, the desktop's filter
 * panel with the location on), its empty states, the map's popup and pins' names and the admin's
 * course dialogs, drawn in the pseudo-locale. Any Latin word left that is not data (course names,
 * state names and codes, the browser's country names) is a text outside the catalogues.
 */
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishLeft, pseudoText, showEnglish, showPseudoLocale } from './pseudo';
import { answerByPath } from './screens';
import { AppProviders } from '../../../../src/client/app/providers';
import { CoursesPage } from '../../../../src/client/features/courses';
import { CourseCard } from '../../../../src/client/features/courses/components/course-card';
import { CourseResults } from '../../../../src/client/features/courses/components/course-results';
import { DataStatus } from '../../../../src/client/features/courses/components/data-status';
import { MapUnavailable } from '../../../../src/client/features/courses/map-panel';
import { FilterPanel } from '../../../../src/client/features/courses/components/filter-panel';
import { DEFAULT_COURSE_FILTERS } from '../../../../src/client/features/courses/lib/filters';
import CourseFormDialog from '../../../../src/client/features/courses/admin/course-form-dialog';
import DeleteCourseDialog from '../../../../src/client/features/courses/admin/delete-course-dialog';
import {
  AddCourseButton,
  CourseAdminButtons,
} from '../../../../src/client/features/courses/admin/admin-buttons';
import { CoursePopup } from '../../../../src/client/features/courses/map/course-popup';
import { restroomMarkers } from '../../../../src/client/features/courses/map/restroom-markers';
import mapEn from '../../../../src/client/lib/i18n/catalogues/en/courses-map';
import { useT } from '../../../../src/client/lib/i18n/catalogue';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { US_STATES } from '../../../../src/shared/us-states';
import { COURSES, RALEIGH } from '../offline/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NC = COURSES.filter((course) => course.state === 'NC').map((course, index) => ({
  ...course,
  distance: 1.5 + index,
  totalReviews: index,
  totalRestrooms: 1 + index,
}));
const courseNames = NC.map((course) => course.name);
/**
 * Data words: course names and cities, the spec's state list (code and name), the browser's country
 * names and units, the licence's name, a web address's scheme.
 */
const DATA = new RegExp(
  [
    ...courseNames,
    ...NC.map((course) => course.city),
    ...US_STATES.flatMap(([code, name]) => [`${code} - ${name}`, `(?<![A-Z])${code}(?![A-Z])`, name]),
    'United States',
    '\\bmi\\b',
    'ODbL',
    'https://',
  ]
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

const json = (data: unknown, status = 200) =>
  Response.json(status < 400 ? { success: true, data } : { success: false, message: 'x' }, { status });

function answerApi({ fail = false } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      if (url.pathname === '/api/courses/places') return json({ countries: [] });
      if (url.pathname === '/api/courses')
        return fail ? json(null, 500) : json({ courses: NC, total: 25, pages: 3, page: 1 });
      return json(null, 401);
    }),
  );
}

const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport({
    width,
    height: 844,
  });

function showCourses(path: string) {
  const router = createMemoryRouter([{ path: '/courses', element: <CoursesPage /> }], {
    initialEntries: [path],
  });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function withQueries(children: ReactNode) {
  const client = new QueryClient();
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  showPseudoLocale();
  resetToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setWidth(1024);
  showEnglish();
});

describe('the course list in the pseudo-locale', () => {
  it('on a phone: count, pages, cards with distance, the bar and the open filter sheet', async () => {
    setWidth(390);
    answerApi();
    const { container } = showCourses(
      `/courses?state=NC&near=1&lat=${RALEIGH.latitude}&lng=${RALEIGH.longitude}`,
    );
    await screen.findByRole('heading', { level: 3, name: courseNames[0] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(pseudoText('Golf Courses'));
    expect(screen.getByRole('navigation', { name: pseudoText('Pagination') })).toBeTruthy();
    expect(englishLeft(container, DATA)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${pseudoText('Filters')}`) }));
    const sheet = await screen.findByRole('dialog', { name: pseudoText('Filters') });
    await waitFor(() => expect(sheet.textContent).toContain(pseudoText('Search Radius')));
    expect(sheet.textContent).toContain(pseudoText('Show 25 courses'));
    expect(englishLeft(document.body, DATA)).toEqual([]);
  });

  it('on a desktop: the side panel, the view toggle, the near-me prompt and a failed refresh toast', async () => {
    answerApi({ fail: true });
    // Another state than the phone test's: its list may have been saved on this device by now,
    // and a saved copy is shown instead of the empty state (docs/decisions.md §6).
    const { container } = showCourses('/courses?state=SC');
    await screen.findByText(pseudoText('Verified restrooms only'));
    // The failed list's empty state comes after the query gives up: seconds on a loaded host.
    await screen.findByText(pseudoText('No courses found'), undefined, { timeout: 10_000 });
    expect(screen.getByRole('group', { name: pseudoText('View') })).toBeTruthy();
    expect(screen.getByText(pseudoText('On the course right now?'))).toBeTruthy();
    expect(englishLeft(container, DATA)).toEqual([]);
    await waitFor(() => expect(getToasts().map((shown) => shown.title)).toEqual([pseudoText('Error')]));
  });

  it('the other states: not saved, loading, offline and updating, the map cannot show', () => {
    const { container } = render(
      <>
        <CourseResults
          result={{ courses: [], total: 0, pages: 0, page: 1 }}
          notSaved
          showDistance={false}
          onPage={() => {}}
        />
        <CourseResults result={undefined} showDistance={false} onPage={() => {}} />
        <DataStatus
          list={{
            result: { courses: [], total: 0, pages: 0, page: 1 },
            source: 'previous',
            savedAt: undefined,
            isRefreshing: true,
            error: new TypeError('Failed to fetch'),
            errorUpdatedAt: 1,
            isOffline: true,
            notSaved: false,
          }}
        />
        <MapUnavailable />
      </>,
    );
    expect(container.textContent).toContain(pseudoText('Not saved on this device'));
    expect(englishLeft(container)).toEqual([]);
  });

  it('the location filter while locating, with an error, and without coordinates', () => {
    answerApi();
    const location = { locating: false, error: 'denied' as const, locate: () => {}, remove: () => {} };
    const { container } = render(
      withQueries(
        <>
          <FilterPanel
            filters={{ ...DEFAULT_COURSE_FILTERS, useLocation: true }}
            update={() => {}}
            location={location}
            withSearch
          />
          <FilterPanel
            filters={{ ...DEFAULT_COURSE_FILTERS, country: 'DE' }}
            update={() => {}}
            location={{ ...location, locating: true, error: null }}
            withSearch={false}
          />
        </>,
      ),
    );
    expect(container.textContent).toContain(pseudoText('Location Required'));
    expect(englishLeft(container, new RegExp(`Germany|${DATA.source}`, 'g'))).toEqual([]);
  });
});

describe('the map and the admin dialogs in the pseudo-locale', () => {
  it("a marker's popup, and the course area map's pin names", () => {
    const spot = { key: 'k', latitude: 35.7, longitude: -78.7, courses: NC.slice(0, 2) };
    const { container } = render(withQueries(<CoursePopup spot={spot} />));
    expect(englishLeft(container, DATA)).toEqual([]);

    let t: ReturnType<typeof useT<typeof mapEn>> | undefined;
    function Grab() {
      t = useT(mapEn);
      return null;
    }
    render(<Grab />);
    const place = { latitude: 35.7, longitude: -78.7, holeNumber: null, usable: true };
    const labels = restroomMarkers(
      [
        { ...place, id: '1', name: 'Main', locationType: 'clubhouse' },
        { ...place, id: '2', name: 'Turn', locationType: 'halfway-house', usable: false },
        { ...place, id: '3', name: 'Seven', locationType: 'on-course', holeNumber: 7 },
        { ...place, id: '4', name: 'Woods', locationType: 'on-course' },
      ],
      t!,
    ).map((marker) => marker.label);
    const left = labels.join(' ').replace(/Main|Turn|Seven|Woods/g, ' ');
    expect(left.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });

  it("the admin's card buttons, the add and edit forms and the delete question", async () => {
    answerApi();
    const course = NC[0]!;
    render(
      withQueries(
        <>
          <CourseCard
            course={course}
            showDistance
            admin={{ Buttons: CourseAdminButtons, onAction: () => {} }}
          />
          <AddCourseButton onAction={() => {}} />
          <CourseFormDialog onClose={() => {}} />
        </>,
      ),
    );
    await screen.findByRole('dialog', { name: pseudoText('Add New Golf Course') });
    expect(englishLeft(document.body, DATA)).toEqual([]);
    cleanup();

    render(withQueries(<CourseFormDialog course={course} onClose={() => {}} />));
    await screen.findByRole('dialog', { name: pseudoText('Edit Golf Course') });
    expect(englishLeft(document.body, DATA)).toEqual([]);
    cleanup();

    render(withQueries(<DeleteCourseDialog course={course} onClose={() => {}} />));
    await screen.findByText(pseudoText('Are you sure you want to delete ') + course.name + '?');
    await act(async () => {});
    expect(englishLeft(document.body, DATA)).toEqual([]);
  });

  it("the add form's field messages: the schema's before sending, the server's after", async () => {
    answerByPath(
      {},
      {
        '/api/courses': {
          code: 'invalid_input',
          message: 'Invalid input',
          errors: [
            { path: 'zipCode', message: 'ZIP code must be 5 digits (or ZIP+4)' },
            { path: 'website', message: 'Website must be at most 300 characters' },
          ],
        },
      },
    );
    render(withQueries(<CourseFormDialog onClose={() => {}} />));
    const dialog = await screen.findByRole('dialog', { name: pseudoText('Add New Golf Course') });
    const form = dialog.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    await screen.findByText(pseudoText('Course name is required'));
    screen.getByText(pseudoText('State is required'));
    screen.getByText(pseudoText('Longitude is required'));
    expect(englishLeft(document.body, DATA)).toEqual([]);

    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(pseudoText(label)), { target: { value } });
    type('Course Name', 'Hillandale');
    type('Address', '1600 Hillandale Rd');
    type('City', 'Durham');
    type('State', 'NC');
    type('ZIP Code', '27705');
    type('Latitude', 'north');
    type('Longitude', '-200');
    fireEvent.submit(form);
    await screen.findByText(pseudoText('Latitude must be a number'));
    screen.getByText(pseudoText('Longitude must be between -180 and 180'));
    expect(englishLeft(document.body, DATA)).toEqual([]);

    type('Latitude', '36.0');
    type('Longitude', '-78.9');
    fireEvent.submit(form);
    await screen.findByText(pseudoText('ZIP code must be 5 digits (or ZIP+4)'));
    screen.getByText(pseudoText('Website must be at most 300 characters'));
    expect(englishLeft(document.body, DATA)).toEqual([]);
  });
});
