/**
 * The golfer's language catalogue, kept offline (docs/decisions.md §9, shared/catalogue-cache.ts):
 * served from its cache first (a chunk's name changes with its content), fetched and kept
 * otherwise; keeping one drops any other, so only the chosen language stays on the device.
 */
import { registerRoute } from 'workbox-routing';
import { CATALOGUE_CACHE, KEEP_CATALOGUE, isCataloguePath } from '../src/shared/catalogue-cache';

declare const self: ServiceWorkerGlobalScope;

async function keep(request: Request): Promise<Response> {
  const cache = await caches.open(CATALOGUE_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    for (const old of await cache.keys()) await cache.delete(old);
    await cache.put(request, response.clone());
  }
  return response;
}

export function keepCatalogues(): void {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && isCataloguePath(url.pathname),
    ({ request }) => keep(request),
  );
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== KEEP_CATALOGUE || typeof data.url !== 'string') return;
    const url = new URL(data.url, self.location.origin);
    if (url.origin !== self.location.origin || !isCataloguePath(url.pathname)) return;
    event.waitUntil(keep(new Request(url)).then(() => undefined));
  });
}
