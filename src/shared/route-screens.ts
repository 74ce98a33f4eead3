/**
 * The screen module each public client route loads first (app/routes.tsx), by URL path. The server
 * names that module's chunks in the HTML it answers for the path (server/http/route-hints.ts), so the
 * browser fetches them next to the framework instead of after it: one round trip less before the
 * screen on a slow link (issue 7). Guarded screens (dashboards) are left out: a signed-out visitor
 * must not download them. A unit test checks every module here is a lazy import of the client.
 * A screen whose first paint needs public API answers names them too (`apiPaths`): the server sends
 * them as preload Link headers, so the data is on its way before any JavaScript has run.
 */
export interface RouteScreen {
  /** Matches the URL path (no query string). */
  pattern: RegExp;
  /** The module's path from the repository root, as vite's build manifest names it. */
  module: string;
  /**
   * The API reads the screen starts with, from the pattern's match. Public reads only: the preload
   * goes out without the session, and the screen's own request (with it) takes its answer.
   */
  apiPaths?: (match: RegExpExecArray) => string[];
}

export const ROUTE_SCREENS: readonly RouteScreen[] = [
  { pattern: /^\/$/, module: 'src/client/features/landing/index.ts' },
  { pattern: /^\/courses\/?$/, module: 'src/client/features/courses/index.ts' },
  {
    // Course ids are UUIDs; anything else gets the screen's chunks but no data preload.
    pattern: /^\/course\/(?:([0-9A-Za-z-]{1,64})|[^/]+)\/?$/,
    module: 'src/client/features/course-detail/index.ts',
    apiPaths: ([, id]) => (id ? [`/api/courses/${id}`, `/api/restrooms/course/${id}`] : []),
  },
  { pattern: /^\/nearby\/?$/, module: 'src/client/features/nearby/nearby-page.tsx' },
  // The installed app's start URL, which goes on to /nearby unless a round is in progress.
  { pattern: /^\/start\/?$/, module: 'src/client/features/nearby/nearby-page.tsx' },
  { pattern: /^\/login\/?$/, module: 'src/client/features/auth/login-page.tsx' },
  { pattern: /^\/register\/?$/, module: 'src/client/features/auth/register-page.tsx' },
  { pattern: /^\/auth\/(?:success|error)\/?$/, module: 'src/client/features/auth/auth-callback-page.tsx' },
  { pattern: /^\/sync\/?$/, module: 'src/client/features/sync/sync-page.tsx' },
  { pattern: /^\/forgot-password\/?$/, module: 'src/client/features/auth/forgot-password-page.tsx' },
  { pattern: /^\/reset-password\/?$/, module: 'src/client/features/auth/reset-password-page.tsx' },
  { pattern: /^\/verify-email\/?$/, module: 'src/client/features/auth/verify-email-page.tsx' },
];

export interface MatchedScreen {
  module: string;
  apiPaths: string[];
}

export function matchRouteScreen(pathname: string): MatchedScreen | undefined {
  for (const screen of ROUTE_SCREENS) {
    const match = screen.pattern.exec(pathname);
    if (match) return { module: screen.module, apiPaths: screen.apiPaths?.(match) ?? [] };
  }
  return undefined;
}
