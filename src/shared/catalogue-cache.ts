/**
 * How the golfer's language catalogue is kept offline (docs/decisions.md §9): the catalogues are
 * left out of the service worker's precache (a golfer reads one language, not three); the worker
 * keeps the one the page loads in a cache of its own, replacing the previous language's.
 */
export const CATALOGUE_CACHE = 'fairway-catalogue';
/** The page's message to the worker: keep this catalogue (loaded before the worker controlled it). */
export const KEEP_CATALOGUE = 'KEEP_CATALOGUE';
/** A catalogue chunk's path, as the build names them (lib/i18n/catalogues/messages-<language>.ts). */
export const isCataloguePath = (pathname: string): boolean =>
  /^\/assets\/messages-[a-z]{2}-[\w-]+\.js$/.test(pathname);
