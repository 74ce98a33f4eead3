/**
 * The routes of spec §2. Screens that arrive in later issues render their spec heading for now
 * (PlaceholderScreen); the guards are real. Access per decisions.md §1: /courses and /course/:id
 * are open to guests, /dashboard needs a session, /owner-dashboard a course owner or admin.
 */
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { AuthCallbackPage, LoginPage, RegisterPage, RequireAuth, RequireRole } from '../features/auth';
import { LandingPage } from '../features/landing';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import { PlaceholderScreen } from './screens/placeholder-screen';
import { RouteErrorScreen } from './screens/route-error-screen';
import { UnderConstructionScreen } from './screens/under-construction-screen';

const OWNER_ROLES = ['course_owner', 'admin'] as const;

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
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'auth/success', element: <AuthCallbackPage /> },
          { path: 'auth/error', element: <AuthCallbackPage /> },
          { path: '*', element: <UnderConstructionScreen /> },
        ],
      },
      {
        element: <SignedInLayout />,
        children: [
          {
            path: 'courses',
            element: (
              <PlaceholderScreen
                title="Golf Courses"
                subtitle="Find and review golf course restrooms near you"
              />
            ),
          },
          { path: 'course/:id', element: <PlaceholderScreen title="Course Details" /> },
          {
            path: 'dashboard',
            element: (
              <RequireAuth>
                <PlaceholderScreen title="Dashboard" subtitle="Welcome back! Here's your activity summary." />
              </RequireAuth>
            ),
          },
          {
            path: 'owner-dashboard',
            element: (
              <RequireRole roles={OWNER_ROLES}>
                <PlaceholderScreen
                  title="Owner Dashboard"
                  subtitle="Manage your golf courses and review restroom submissions."
                />
              </RequireRole>
            ),
          },
        ],
      },
    ],
  },
];
