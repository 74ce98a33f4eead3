/**
 * The `test` every e2e spec uses. It keeps each test on loopback (docs/decisions.md §7): every request
 * bound for a host other than 127.0.0.1 or localhost is recorded, and after the test the record must
 * be empty, so a request that would have left the machine fails the test loudly. (Chromium is also
 * launched with a host-resolver rule that resolves nothing but loopback: see playwright.config.ts.)
 * A spec that shows a map or the OpenID provider's login page sets `answerOffLoopback`: then a
 * context-level route answers the map style requests with tests/fixtures/map/, their tiles, glyphs
 * and sprite with support/map-tiles.ts (and the login page's font stylesheet with an empty one) and
 * aborts anything else off loopback, recording it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { mapFixture } from './map-tiles';

const FIXTURES = path.join(import.meta.dirname, '..', '..', 'fixtures', 'map');
const MAP_STYLE_HOST = 'tiles.openfreemap.org';
const MAP_STYLES: Record<string, string> = {
  '/styles/positron': 'style-light.json',
  '/styles/dark': 'style-dark.json',
};
// The loopback OpenID provider's development login page (oidc-provider's devInteractions) links a
// Google Fonts stylesheet; it gets an empty one, so the Google sign-in tests stay on the machine.
const FONT_STYLESHEET_HOST = 'fonts.googleapis.com';

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

export interface NetworkGuard {
  /** Requests that tried to leave loopback (aborted). Must stay empty. */
  leaked: string[];
  /** Map style requests answered from the fixtures. */
  mapStyles: string[];
  /** Map tile, glyph and sprite requests answered by support/map-tiles.ts. */
  mapResources: string[];
  /** Hosts a test takes down: their requests fail as a refused connection, and are not leaks. */
  unreachable: Set<string>;
}

export const test = base.extend<{ network: NetworkGuard; answerOffLoopback: boolean }>({
  // Off by default: any Playwright route pauses every request of the page for a round trip through
  // the test process and turns the HTTP cache off (13% of the busy time of 26 tests of five specs,
  // 270.5 -> 236.2 s). Specs that show a map or the OpenID provider's login page turn it on.
  answerOffLoopback: [false, { option: true }],
  network: [
    async ({ context, answerOffLoopback }, use) => {
      const guard: NetworkGuard = { leaked: [], mapStyles: [], mapResources: [], unreachable: new Set() };
      const refused = new Set<string>();
      /** A web request bound off loopback, recorded once. */
      const record = (url: URL) => {
        const web = url.protocol === 'http:' || url.protocol === 'https:';
        if (web && !isLoopback(url) && !guard.leaked.includes(url.href)) guard.leaked.push(url.href);
      };
      if (!answerOffLoopback) {
        context.on('request', (request) => record(new URL(request.url())));
        await use(guard);
        expect(guard.leaked, 'requests that tried to leave 127.0.0.1').toEqual([]);
        return;
      }
      await context.route(
        (url) => (url.protocol === 'http:' || url.protocol === 'https:') && !isLoopback(url),
        async (route) => {
          const url = new URL(route.request().url());
          if (guard.unreachable.has(url.hostname)) {
            refused.add(url.href);
            await route.abort('connectionrefused');
            return;
          }
          const style = url.hostname === MAP_STYLE_HOST ? MAP_STYLES[url.pathname] : undefined;
          if (style) {
            guard.mapStyles.push(url.href);
            await route.fulfill({
              contentType: 'application/json',
              body: readFileSync(path.join(FIXTURES, style), 'utf8'),
            });
            return;
          }
          const mapResource = mapFixture(url);
          if (mapResource) {
            guard.mapResources.push(url.href);
            await route.fulfill(mapResource);
            return;
          }
          if (url.hostname === FONT_STYLESHEET_HOST && url.pathname === '/css') {
            await route.fulfill({ contentType: 'text/css', body: '' });
            return;
          }
          guard.leaked.push(url.href);
          await route.abort('blockedbyclient');
        },
      );
      // Requests the route cannot see (a service worker's own fetches) still raise these events.
      context.on('requestfailed', (request) => {
        const url = new URL(request.url());
        // A map download the page cancels aborts requests this guard answers (support/map-tiles.ts).
        if (request.failure()?.errorText === 'net::ERR_ABORTED' && mapFixture(url)) return;
        if (refused.has(url.href)) return;
        record(url);
      });
      await use(guard);
      expect(guard.leaked, 'requests that tried to leave 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
