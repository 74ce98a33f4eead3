/**
 * The error answers (docs/decisions.md §2: `{ success: false, code, message, errors? }` with a truthful
 * status). Each route's list is what is particular to it (the catalogue) plus what every route of
 * its kind shares, from the middleware every /api request passes (app.ts):
 *
 * - any route: 500 (the error handler hides the details);
 * - a token checked: 401; roles checked: 403 (auth/guards.ts);
 * - any request: 413 (the body limit runs before routing, whatever the method);
 * - a JSON body: 400, 415 (http/validate.ts); a query or an enumerated path parameter: 400; a row id
 *   in the path: 404;
 * - a read outside /api/health: 429 (the per-address read budget, auth/address-limits.ts);
 * - a signed-in write outside /api/auth, which may carry an Idempotency-Key
 *   (idempotency/middleware.ts): 400, 409, 414, 422 and 429.
 */
import type { Access, ErrorStatus, RouteEntry } from './catalogue/types';

export const ERROR_TITLES: Record<ErrorStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The headers that come with some statuses (guards.ts, rate-limit.ts, idempotency/middleware.ts). */
export const ERROR_HEADERS: Partial<Record<ErrorStatus, string>> = {
  401: 'WWW-Authenticate',
  409: 'Retry-After',
  429: 'Retry-After',
};

/**
 * Errors every route of a kind answers for the same reason, from middleware or the error handler:
 * named once in `components.responses`, and referred to by a route whose only reason is this one
 * (and by the document's unlisted routes).
 */
export const SHARED_ERRORS = {
  413: { name: 'BodyTooLarge', reason: 'The body is larger than 1 MB (checked before routing).' },
  429: {
    name: 'TooManyReads',
    reason: 'Too many reads from this network in the last minute (Retry-After says when).',
  },
  500: { name: 'ServerError', reason: 'Something went wrong on the server (no details are given).' },
} as const satisfies Partial<Record<ErrorStatus, { name: string; reason: string }>>;
export type SharedStatus = keyof typeof SHARED_ERRORS;

const isWrite = (method: RouteEntry['method']) => method !== 'GET';
const checksToken = (access: Access) => access !== 'public';
const signedIn = (access: Access) => access === 'user' || typeof access === 'object';

/**
 * Whether a write may carry an Idempotency-Key that the server keeps (idempotency/middleware.ts):
 * a signed-in one (where the token is optional, a signed-in caller's).
 */
export const takesIdempotencyKey = (route: RouteEntry) =>
  isWrite(route.method) &&
  (signedIn(route.access) || route.access === 'optional') &&
  !route.path.startsWith('/api/auth/');

export function pathParameterNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** Every error status of a route, each with why it may happen. */
export function errorsOf(route: RouteEntry): Map<ErrorStatus, string[]> {
  const reasons = new Map<ErrorStatus, string[]>();
  const add = (status: ErrorStatus, reason: string) =>
    reasons.set(status, [...(reasons.get(status) ?? []), reason]);
  for (const [status, reason] of Object.entries(route.errors ?? {}))
    add(Number(status) as ErrorStatus, reason);

  if (route.access === 'optional')
    add(401, 'The token sent is invalid or expired (send none for the public view).');
  else if (checksToken(route.access)) add(401, 'Not signed in, or the token is invalid or expired.');
  if (typeof route.access === 'object')
    add(403, `Signed in without the role: ${route.access.roles.join(' or ')}.`);
  if (route.body && !('lenient' in route.body)) {
    add(400, 'The body is not valid JSON or not an object, or a field is invalid (`errors` lists each).');
    add(415, 'The body is not sent as JSON (Content-Type: application/json).');
  }
  // The body limit runs before routing, for every /api request, with a body or not.
  add(413, SHARED_ERRORS[413].reason);
  if (route.query) add(400, 'A query parameter is invalid.');
  const params = pathParameterNames(route.path);
  if (params.some((name) => route.params?.[name])) add(400, 'A path parameter is not one of its values.');
  const rowIds = params.some((name) => !route.params?.[name]);
  if (rowIds && !route.errors?.[404]) add(404, 'Nothing has this id.');
  if (route.method === 'GET' && !route.path.startsWith('/api/health')) {
    add(429, SHARED_ERRORS[429].reason);
  }
  if (takesIdempotencyKey(route)) {
    add(400, 'The Idempotency-Key is not a UUID.');
    add(409, 'A request with this Idempotency-Key is still running (Retry-After: 1).');
    add(414, 'The address of a keyed request is longer than 1024 characters.');
    add(422, 'This Idempotency-Key was used for a different request.');
    add(429, 'Too many keyed writes in the last hour.');
  }
  add(500, SHARED_ERRORS[500].reason);
  return new Map([...reasons].sort(([a], [b]) => a - b));
}
