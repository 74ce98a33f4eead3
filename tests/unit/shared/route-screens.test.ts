/** The server's table of screens per route (shared/route-screens.ts) against the client's routes. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRouteScreen, ROUTE_SCREENS } from '../../../src/shared/route-screens';

const CLIENT = path.resolve('src/client');
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every module the client imports with `import('…')`, as a path from the repository root. */
function lazyImports(): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(CLIENT, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) {
      const base = path.resolve(path.dirname(file), specifier ?? '');
      const target = EXTENSIONS.map((ext) => base + ext).find((candidate) => {
        try {
          return readFileSync(candidate) !== undefined;
        } catch {
          return false;
        }
      });
      if (target) found.add(path.relative(process.cwd(), target).split(path.sep).join('/'));
    }
  }
  return found;
}

describe('route screens', () => {
  it('names only modules the client really loads lazily', () => {
    const lazy = lazyImports();
    for (const screen of ROUTE_SCREENS) expect(lazy, screen.module).toContain(screen.module);
  });

  it('matches the public routes, and not the guarded dashboards', () => {
    expect(matchRouteScreen('/')?.module).toContain('features/landing');
    expect(matchRouteScreen('/courses')?.module).toContain('features/courses');
    expect(matchRouteScreen('/course/abc')?.module).toContain('features/course-detail');
    expect(matchRouteScreen('/login')?.module).toContain('login-page');
    // The installed app's start URL goes on to the nearest restrooms (app/launch.ts).
    expect(matchRouteScreen('/start')?.module).toContain('nearby-page');
    expect(matchRouteScreen('/dashboard')).toBeUndefined();
    expect(matchRouteScreen('/owner-dashboard')).toBeUndefined();
    expect(matchRouteScreen('/courses/extra')).toBeUndefined();
  });

  it('preloads the course and its restrooms for a course id, and nothing for a malformed one', () => {
    const id = '0b5a3c1e-7d2f-4e8a-9c61-2f0d4b8e7a13';
    expect(matchRouteScreen(`/course/${id}`)?.apiPaths).toEqual([
      `/api/courses/${id}`,
      `/api/restrooms/course/${id}`,
    ]);
    expect(matchRouteScreen('/course/<x>;rel=preload')?.apiPaths).toEqual([]);
    expect(matchRouteScreen('/courses')?.apiPaths).toEqual([]);
  });
});
