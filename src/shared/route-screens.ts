/**
 * The module each public screen of the route table (shared/routes.ts) loads first, by its path
 * from the repository root as vite's build manifest names it. The server names that module's
 * chunks in the HTML it answers for the path (server/http/route-hints.ts), so the browser fetches
 * them next to the framework instead of after it: one round trip less before the screen on a slow
 * link. Guarded screens (dashboards) are left out: a signed-out visitor must not download them. A
 * unit test checks every module here is a lazy import of the client. A screen whose first paint
 * needs public API answers names them too (`apiPaths`): the server sends them as preload Link
 * headers, so the data is on its way before any JavaScript has run.
 */
import { SIGN_CODE_PATTERN } from './door-signs';
import { ROUTES, type RouteName } from './routes';

export interface RouteScreen {
  /** The module's path from the repository root. */
  module: string;
  /**
   * The API reads the screen starts with, from the path's parameters. Public reads only: the
   * preload goes out without the session, and the screen's own request (with it) takes its answer.
   */
  apiPaths?: (params: Record<string, string>) => string[];
}

const NEARBY_PAGE = 'src/client/features/nearby/nearby-page.tsx';
const AUTH_CALLBACK_PAGE = 'src/client/features/auth/auth-callback-page.tsx';
/** Course ids are UUIDs; anything else gets the screen's chunks but no data preload. */
const COURSE_ID = /^[0-9A-Za-z-]{1,64}$/;

const SCREENS: Partial<Record<RouteName, RouteScreen>> = {
  landing: { module: 'src/client/features/landing/index.ts' },
  courses: { module: 'src/client/features/courses/index.ts' },
  course: {
    module: 'src/client/features/course-detail/index.ts',
    apiPaths: ({ id = '' }) =>
      COURSE_ID.test(id) ? [`/api/courses/${id}`, `/api/restrooms/course/${id}`] : [],
  },
  nearby: { module: NEARBY_PAGE },
  start: { module: NEARBY_PAGE },
  login: { module: 'src/client/features/auth/login-page.tsx' },
  register: { module: 'src/client/features/auth/register-page.tsx' },
  authSuccess: { module: AUTH_CALLBACK_PAGE },
  authError: { module: AUTH_CALLBACK_PAGE },
  sync: { module: 'src/client/features/sync/sync-page.tsx' },
  forgotPassword: { module: 'src/client/features/auth/forgot-password-page.tsx' },
  resetPassword: { module: 'src/client/features/auth/reset-password-page.tsx' },
  verifyEmail: { module: 'src/client/features/auth/verify-email-page.tsx' },
  doorSign: {
    module: 'src/client/features/door-sign/index.ts',
    apiPaths: ({ code = '' }) => (SIGN_CODE_PATTERN.test(code) ? [`/api/signs/${code}`] : []),
  },
};

/** The public screens with their paths. */
export const ROUTE_SCREENS: readonly (RouteScreen & { path: string })[] = (
  Object.keys(ROUTES) as RouteName[]
).flatMap((name) => {
  const screen = SCREENS[name];
  return screen ? [{ ...screen, path: ROUTES[name] }] : [];
});

/** A path's parameters if `pathname` (no query string; one trailing slash allowed) is on it. */
function matchPath(path: string, pathname: string): Record<string, string> | undefined {
  const wanted = path.split('/');
  const given = (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).split('/');
  if (given.length !== wanted.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    const part = given[i] ?? '';
    if (segment.startsWith(':') && part !== '') params[segment.slice(1)] = part;
    else if (segment !== part) return undefined;
  }
  return params;
}

export interface MatchedScreen {
  module: string;
  apiPaths: string[];
}

export function matchRouteScreen(pathname: string): MatchedScreen | undefined {
  for (const screen of ROUTE_SCREENS) {
    const params = matchPath(screen.path, pathname);
    if (params) return { module: screen.module, apiPaths: screen.apiPaths?.(params) ?? [] };
  }
  return undefined;
}
