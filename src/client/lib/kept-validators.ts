/**
 * The device's own copy of the public reads' validators (docs/architecture.md, HTTP caching of the
 * public reads and Client: "Validators the device keeps"), for signed-in calls.
 *
 * A signed-in call carries the bearer token, so the server answers the public reads `private,
 * no-cache` with `Vary: Authorization`: the browser's HTTP cache keys its copy by the token, and
 * after every refresh (15 minutes) WebKit (Safari, every iOS browser) takes the other token's copy
 * for a miss and fetched each read whole, kilobytes per screen on one bar of signal (Chromium
 * revalidates it). These answers are the same whoever asks and their ETag is made from
 * their bytes, so the device keeps each tagged answer by URL alone (Cache Storage, raw bytes and
 * headers) and asks again with `If-None-Match`; a 304 proves the kept bytes are the server's current
 * answer, and the caller gets them as the 200 they are. Nothing is ever served without that 304.
 *
 * Guests are left to the HTTP cache: their copies are not keyed by a token, and within max-age it
 * answers without any request at all. Personal answers carry no tag (no-store) and are never kept.
 */

/** The Cache Storage cache of the kept answers; the service worker's precache has names of its own. */
const KEPT_ANSWERS_CACHE = 'fairway-api-answers';

/** Lists, courses, restrooms, reviews: a few KB each; past this, the oldest kept go first. */
export const MAX_KEPT_ANSWERS = 200;

type CacheLike = Pick<Cache, 'match' | 'put' | 'keys' | 'delete'>;

function openKeptAnswers(): Promise<CacheLike | undefined> {
  const storage = (globalThis as { caches?: CacheStorage }).caches;
  // No Cache Storage outside a secure context; a private window may refuse it.
  return storage ? storage.open(KEPT_ANSWERS_CACHE).catch(() => undefined) : Promise.resolve(undefined);
}

const keepable = (response: Response) =>
  response.status === 200 &&
  response.headers.has('etag') &&
  !/no-store/i.test(response.headers.get('cache-control') ?? '');

async function keep(cache: CacheLike, url: string, response: Response): Promise<void> {
  await cache.put(url, response);
  const kept = await cache.keys();
  // Oldest first: a put appends (a repeated URL moves to the end).
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_KEPT_ANSWERS))) await cache.delete(old);
}

/**
 * `fetchImpl` with the device's validators: a signed-in GET goes out with the kept answer's ETag,
 * a 304 is answered with the kept answer, and a new tagged 200 is kept (after the caller has it).
 */
export function withKeptValidators(
  fetchImpl: typeof fetch,
  openCache: () => Promise<CacheLike | undefined> = openKeptAnswers,
): typeof fetch {
  return async (input, init) => {
    // Only a GET is rebuilt (it has no body a copy could take away from the original).
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method.toUpperCase() !== 'GET') return fetchImpl(input, init);
    const request = new Request(input, init);
    if (!request.headers.has('authorization')) return fetchImpl(input, init);
    const cache = await openCache();
    const kept = await cache?.match(request.url, { ignoreVary: true }).catch(() => undefined);
    const tag = kept?.headers.get('etag');
    let sent = request;
    if (tag) {
      const headers = new Headers(request.headers);
      headers.set('If-None-Match', tag);
      sent = new Request(request, { headers });
    }
    const response = await fetchImpl(sent);
    if (response.status === 304 && kept) return kept;
    if (cache && keepable(response)) void keep(cache, request.url, response.clone()).catch(() => undefined);
    return response;
  };
}
