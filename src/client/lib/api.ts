/**
 * The one HTTP client of the app (docs/product.md §7): every call goes to /api with the 10 s time-out and,
 * when a session exists, the bearer token. Answers arrive in the envelope of docs/decisions.md §2;
 * `parseData` checks them against the shared contract so a screen only ever sees data of the promised shape.
 */
import ky, { HTTPError, TimeoutError, type KyRequest, type ResponsePromise } from 'ky';
import * as v from 'valibot';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants';
import { errorBodySchema, successSchema, type ErrorBody } from '../../shared/schemas/envelope';
import type { Values } from './i18n/icu';
import { translate } from './i18n/catalogue';
import { trackedFetch } from './network-status';
import { getAccessToken, refreshOnUnauthorized } from '../session';

/** The server answered 2xx, but not with the shape the contract promises. */
export class ApiContractError extends Error {
  override name = 'ApiContractError';
}

// An error body is read once, when ky raises the HTTPError, so the message can be had synchronously.
const errorBodies = new WeakMap<HTTPError, ErrorBody>();

function attachBearerToken(request: KyRequest): void {
  const token = getAccessToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

async function rememberErrorBody(error: HTTPError): Promise<HTTPError> {
  try {
    const parsed = v.safeParse(errorBodySchema, await error.response.clone().json());
    if (parsed.success) errorBodies.set(error, parsed.output);
  } catch {
    // Not JSON (a proxy's error page, say): the status line becomes the message.
  }
  return error;
}

let keptFetch: Promise<typeof fetch> | undefined;

/** trackedFetch with the device's validators (kept-validators.ts), loaded with the first signed-in read. */
function keptValidatorsFetch(): Promise<typeof fetch> {
  keptFetch ??= import('./kept-validators').then(
    (module) => module.withKeptValidators(trackedFetch),
    () => {
      keptFetch = undefined; // could not load (no signal, no service worker yet): plain, and later again
      return trackedFetch;
    },
  );
  return keptFetch;
}

/**
 * Every answer (or its absence) feeds the header's Offline indicator (network-status.ts); a signed-in
 * read is revalidated with the tag the device kept (docs/architecture.md, Client: "Validators the
 * device keeps"), whose code a guest's first page does without.
 */
const apiFetch: typeof fetch = async (input, init) =>
  input instanceof Request && input.method === 'GET' && input.headers.has('authorization')
    ? (await keptValidatorsFetch())(input, init)
    : trackedFetch(input, init);

export const api = ky.create({
  prefixUrl: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  // No silent retries: the spec's time-out is per call, TanStack Query retries reads, and writes will
  // go through the outbox, which retries with an Idempotency-Key (docs/decisions.md §6).
  retry: 0,
  fetch: apiFetch,
  hooks: {
    beforeRequest: [attachBearerToken],
    // docs/decisions.md §1: a 401 is answered with one POST /api/auth/refresh and one retry of the request
    // (signing out only when the server refuses the refresh token). See token-refresh.ts.
    afterResponse: [refreshOnUnauthorized],
    beforeError: [rememberErrorBody],
  },
});

/** Awaits a call and returns the envelope's `data`, checked against the shared schema. */
export async function parseData<TSchema extends v.GenericSchema>(
  request: ResponsePromise,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const parsed = v.safeParse(successSchema(schema), await request.json());
  if (!parsed.success) throw new ApiContractError('The server sent an unexpected answer.');
  return parsed.output.data;
}

/** The parsed error body of a failed call (message and per-field errors), when the server sent one. */
export function apiErrorBody(error: unknown): ErrorBody | undefined {
  return error instanceof HTTPError ? errorBodies.get(error) : undefined;
}

/** The HTTP status of a failed call, or undefined when no answer arrived. */
export function apiErrorStatus(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}

// fetch rejects with a TypeError when the server cannot be reached; each engine words it differently.
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|fetch failed|network request failed/i;

/** The active language's `key`, else `english` as it is (docs/decisions.md §9). */
const say = (key: string, english: string, values?: Values) => translate({ [key]: english }, key, values);

/**
 * A server error's text in the golfer's language by its `code`, else its English `message` as sent
 * (docs/decisions.md §9): an error answer's, or a Google sign-in failure's on /auth/error.
 */
export const serverErrorText = (code: string | undefined, message: string, count = 0): string =>
  say(`errors.${code}`, message, { count });

/**
 * The error text rule of docs/product.md §8: the body's message, else the transport's message ('Network
 * Error', 'timeout of 10000 ms exceeded', 'Request failed with status code N'), else the caller's default.
 * A Spanish or German golfer reads each in their language (docs/decisions.md §9): a server error by its
 * `code` (the server's English message for a code the catalogue lacks), the transport's texts from the
 * `errors` catalogue; an English golfer's texts are the ones above, unchanged.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof HTTPError) {
    const body = errorBodies.get(error);
    const status = error.response.status;
    const message = body?.message.trim();
    return message
      ? serverErrorText(body?.code, message, body?.errors?.length)
      : say('errors.status', `Request failed with status code ${status}`, { status });
  }
  if (error instanceof TimeoutError)
    return say('errors.timeout', `timeout of ${REQUEST_TIMEOUT_MS} ms exceeded`, {
      seconds: REQUEST_TIMEOUT_MS / 1000,
    });
  if (error instanceof TypeError && NETWORK_FAILURE.test(error.message))
    return say('errors.network', 'Network Error');
  return fallback;
}

/** No answer arrived: offline, a time-out, or the server out of reach (not a refusal). */
export function isUnanswered(error: unknown): boolean {
  return error instanceof TimeoutError || (error instanceof TypeError && NETWORK_FAILURE.test(error.message));
}
