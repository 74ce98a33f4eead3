/**
 * Whether a method and path name a route the app registered (`app.routes`), for middleware that
 * runs before routing and must treat unknown paths differently (idempotency keys are kept only for
 * real routes: an attacker posting to made-up paths must not fill the table). The table is built on
 * first use, when every route is registered; `:param` segments match any one segment.
 */
import type { Hono } from 'hono';
import type { AppEnv } from './types';

export type RouteMatcher = (method: string, path: string) => boolean;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Hono route (`/api/courses/:id`) as a whole-path pattern: `:param` matches one segment. */
export function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegex(segment)));
  return new RegExp(`^${segments.join('/')}$`);
}

export function routeMatcher(app: Hono<AppEnv>): RouteMatcher {
  let table: { method: string; pattern: RegExp }[] | undefined;
  return (method, path) => {
    table ??= app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route) => ({ method: route.method, pattern: routePattern(route.path) }));
    return table.some((route) => route.method === method && route.pattern.test(path));
  };
}
