/**
 * The routes of docs/product.md §2. Access per docs/decisions.md §1: /courses and /course/:id
 * are open to guests, /dashboard needs a session, /owner-dashboard a course owner or admin.
 * The landing page, the auth screens and the course list are lazy routes: each is its own chunk,
 * loaded when its path is first opened, so no screen pays for another's JavaScript; a chunk that
 * fails to arrive is asked for again (retrying-route.ts).
 */
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteName } from '../../shared/routes';
import {
  loadAuthCallbackPage,
  loadForgotPasswordPage,
  loadLoginPage,
  loadRegisterPage,
  loadResetPasswordPage,
  loadVerifyEmailPage,
  RequireAuth,
  RequireRole,
} from '../features/auth';
import { loadNearbyPage } from '../features/nearby';
import { loadSyncPage } from '../features/sync';
import { AppShell } from './app-shell';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import { retryingRoute } from './retrying-route';
import { languageReady } from '../lib/i18n/language';
import { RouteErrorScreen } from './screens/route-error-screen';

const OWNER_ROLES = ['course_owner', 'admin'] as const;

/** A screen's chunk, shown once the golfer's catalogue is in too (both load at once; docs/decisions.md §9). */
const lazyScreen = <T,>(load: () => Promise<T>) =>
  retryingRoute(async () => (await Promise.all([load(), languageReady()]))[0]);

/** A screen's path from the route table (shared/routes.ts), relative to the root. */
const at = (name: RouteName) => ROUTES[name].slice(1);

// The launch rules (app/launch.ts) load with the two routes that apply them, not in the first chunk.
const loadLandingPage = async () => {
  const [{ LandingPage }, { landingLoader }] = await Promise.all([
    import('../features/landing'),
    import('./launch'),
  ]);
  return { Component: LandingPage, loader: landingLoader };
};
const loadStart = async () => ({ loader: (await import('./launch')).startLoader });
const loadCoursesPage = async () => {
  const { CoursesPage, prepareSavedCourseList } = await import('../features/courses');
  prepareSavedCourseList(); // the device's copy is read as soon as the list renders (offline reload)
  return { Component: CoursesPage };
};
const loadCourseDetailPage = async () => ({
  Component: (await import('../features/course-detail')).CourseDetailPage,
});
const loadUnderConstructionScreen = async () => ({
  Component: (await import('./screens/under-construction-screen')).UnderConstructionScreen,
});
const loadDashboardPage = async () => ({ Component: (await import('../features/dashboard')).DashboardPage });
const ownerFeature = () => import('../features/owner');
const loadOwnerDashboardPage = async () => ({ Component: (await ownerFeature()).OwnerDashboardPage });
const loadSignPrintPage = async () => ({ Component: (await ownerFeature()).SignPrintPage });
// The course set-up is its own chunk: opened once per course, and never on a golfer's first screen.
const loadCourseSetupPage = async () => ({
  Component: (await import('../features/course-setup')).CourseSetupPage,
});
// A door sign's page (/r/:code) is light: a golfer at the door may have one bar of signal.
const loadSignReportPage = async () => ({
  Component: (await import('../features/door-sign')).SignReportPage,
});

// The guards wrap the lazy screens, so a signed-out user or a wrong role never loads their chunk.
function DashboardRoute() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

function OwnerRoute() {
  return (
    <RequireRole roles={OWNER_ROLES}>
      <Outlet />
    </RequireRole>
  );
}

function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first screen's chunk loads: the same shell index.html paints before JavaScript.
    hydrateFallbackElement: <AppShell />,
    children: [
      // The installed app's start URL (app/launch.ts): on to the golfer's course or the nearest restrooms.
      { path: at('start'), lazy: lazyScreen(loadStart) },
      {
        element: <PublicLayout />,
        children: [
          // The landing page (ROUTES.landing, '/').
          { index: true, lazy: lazyScreen(loadLandingPage) },
          { path: at('login'), lazy: lazyScreen(loadLoginPage) },
          { path: at('register'), lazy: lazyScreen(loadRegisterPage) },
          { path: at('authSuccess'), lazy: lazyScreen(loadAuthCallbackPage) },
          { path: at('authError'), lazy: lazyScreen(loadAuthCallbackPage) },
          { path: at('forgotPassword'), lazy: lazyScreen(loadForgotPasswordPage) },
          { path: at('resetPassword'), lazy: lazyScreen(loadResetPasswordPage) },
          { path: at('verifyEmail'), lazy: lazyScreen(loadVerifyEmailPage) },
          { path: at('doorSign'), lazy: lazyScreen(loadSignReportPage) },
          { path: '*', lazy: lazyScreen(loadUnderConstructionScreen) },
        ],
      },
      {
        element: <SignedInLayout />,
        children: [
          { path: at('courses'), lazy: lazyScreen(loadCoursesPage) },
          { path: at('course'), lazy: lazyScreen(loadCourseDetailPage) },
          { path: at('nearby'), lazy: lazyScreen(loadNearbyPage) },
          { path: at('sync'), lazy: lazyScreen(loadSyncPage) },
          {
            path: at('dashboard'),
            element: <DashboardRoute />,
            children: [{ index: true, lazy: lazyScreen(loadDashboardPage) }],
          },
          {
            path: at('ownerDashboard'),
            element: <OwnerRoute />,
            children: [
              { index: true, lazy: lazyScreen(loadOwnerDashboardPage) },
              // A restroom's door sign to print, behind the same guard (ROUTES.doorSignPrint).
              { path: 'signs/:restroomId', lazy: lazyScreen(loadSignPrintPage) },
              // A course's restrooms on one screen (ROUTES.courseSetup).
              { path: 'setup/:courseId', lazy: lazyScreen(loadCourseSetupPage) },
            ],
          },
        ],
      },
    ],
  },
];
