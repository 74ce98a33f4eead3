/**
 * Where the installed app opens (issue 38): not the marketing page but what a golfer mid-round wants,
 * the course they are playing (a hole set there within the last 8 hours, lib/round-memory.ts) or
 * else the nearest restrooms they can use now (/nearby). The manifest's `start_url` is `/start`,
 * which only redirects; an app installed while the manifest still said `/` (iOS keeps the start URL
 * it was installed with) opens on `/` in standalone display, so the landing page redirects too, but
 * only as the window's first screen: the brand link back to `/` later shows the landing page.
 */
import { replace } from 'react-router-dom';
import { isStandaloneDisplay } from '../features/install';
import { currentRoundCourse } from '../lib/round-memory';

/** The path the app opens on now. */
function launchTarget(now = new Date()): string {
  const course = currentRoundCourse(now);
  return course ? `/course/${encodeURIComponent(course)}` : '/nearby';
}

/**
 * The path this document was opened at. The navigation entry's URL is the document's first, whenever
 * this module loads (it loads with the first route that needs it, maybe after in-app navigations).
 */
function openedAt(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry ? new URL(entry.name).pathname : window.location.pathname;
}
let launchHandled = false;

/** The loader of `/start`: always on to the launch target, in its place (Back does not come round again). */
export const startLoader = () => replace(launchTarget());

/**
 * The landing page's loader: the installed app opened on `/` goes on to the launch target, once per
 * window; anywhere else (a browser tab, a later visit to `/`) the landing page shows.
 */
export function landingLoader() {
  const launch = !launchHandled && openedAt() === '/' && isStandaloneDisplay();
  launchHandled = true;
  return launch ? replace(launchTarget()) : null;
}
