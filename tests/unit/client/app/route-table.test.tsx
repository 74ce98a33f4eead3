// @vitest-environment happy-dom
/** The client's router against the route table (shared/routes.ts): the same paths, no other. */
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../src/client/app/routes';
import { ROUTE_SCREENS } from '../../../../src/shared/route-screens';
import { ROUTES } from '../../../../src/shared/routes';

/** Every path the router matches, in full ('/' for an index route), but the catch-all. */
function pathsOf(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const here = route.path === undefined ? parent : `${parent}/${route.path}`;
    const own = route.index ? [parent || '/'] : route.path !== undefined && route.path !== '*' ? [here] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

describe('the route table', () => {
  it('is the router’s every path', () => {
    const routed = pathsOf(routes);
    // A guarded screen's path has its own index child: counted once.
    expect([...new Set(routed)].sort()).toEqual(Object.values(ROUTES).sort());
  });

  it('gives the route hints their paths', () => {
    expect(ROUTE_SCREENS.map((screen) => screen.path)).toContain(ROUTES.course);
    expect(ROUTE_SCREENS.map((screen) => screen.path)).not.toContain(ROUTES.dashboard);
  });
});
