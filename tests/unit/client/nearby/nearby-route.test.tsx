// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../../src/client/app/routes';
import { NearbyLink } from '../../../../src/client/features/courses/components/nearby-link';
import { loadNearbyPage } from '../../../../src/client/features/nearby';
import { NearbyPage } from '../../../../src/client/features/nearby/nearby-page';
import { matchRouteScreen } from '../../../../src/shared/route-screens';

afterEach(cleanup);

/** The chain of route objects from the root to the one at `path` (children of pathless layouts). */
function chainTo(path: string, tree: RouteObject[] = routes): RouteObject[] | undefined {
  for (const route of tree) {
    if (route.path === path) return [route];
    const below = route.children && chainTo(path, route.children);
    if (below) return [route, ...below];
  }
  return undefined;
}

describe('the /nearby route', () => {
  it('is a lazy route of its own, behind no guard', async () => {
    const chain = chainTo('nearby');
    expect(chain).toBeDefined();
    const route = chain!.at(-1)!;
    // The loader, asked again if its chunk fails (app/retrying-route.ts).
    const load = route.lazy as () => Promise<{ Component: unknown }>;
    expect((await load()).Component).toBe(NearbyPage);
    expect((await loadNearbyPage()).Component).toBe(NearbyPage);
    // Only pathless layouts above it (the root and the signed-in layout), no guard element.
    expect(chain!.slice(0, -1).every((parent) => parent.path === undefined)).toBe(true);
    expect(chain).toHaveLength(3);
  });

  it('has its screen module in the route hints', () => {
    expect(matchRouteScreen('/nearby')?.module).toBe('src/client/features/nearby/nearby-page.tsx');
    expect(matchRouteScreen('/nearby/')?.module).toBe('src/client/features/nearby/nearby-page.tsx');
    expect(matchRouteScreen('/nearby/x')).toBeUndefined();
  });
});

describe('the course list’s link to it', () => {
  it('leads to /nearby', () => {
    render(
      <MemoryRouter>
        <NearbyLink />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Nearest restrooms you can use now' });
    expect(link.getAttribute('href')).toBe('/nearby');
  });
});
