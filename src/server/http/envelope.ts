/**
 * The answer envelope of docs/decisions.md §2: `{ success: true, data }` on success,
 * `{ success: false, code, message, errors? }` on failure (built by the error handler from ApiError).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/error-codes';
import type { FieldError, SuccessBody } from '../../shared/schemas';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/**
 * The JSON text of the answer ok() made for a request, with that answer: the public reads' ETag
 * (validators.ts) is a hash of these bytes, and hashing the string ok() already has spares reading
 * the body back out of the Response (docs/architecture.md, Server request path).
 */
const serialised = new WeakMap<Context, { response: Response; text: string }>();

export function ok<TData>(c: Context, data: TData, status: ContentfulStatusCode = 200) {
  const body: SuccessBody<TData> = { success: true, data };
  return send(c, JSON.stringify(body), status);
}

/** ok() for a `data` already serialised (the course list's page comes from the database as JSON). */
export function okJson(c: Context, dataJson: string, status: ContentfulStatusCode = 200) {
  return send(c, `{"success":true,"data":${dataJson}}`, status);
}

function send(c: Context, text: string, status: ContentfulStatusCode) {
  const response = c.body(text, status, JSON_HEADERS);
  serialised.set(c, { response, text });
  return response;
}

/** The body of the request's answer as ok() or okJson() wrote it, if one of them made the answer it has now. */
export function okText(c: Context): string | undefined {
  const entry = serialised.get(c);
  return entry && entry.response === c.res ? entry.text : undefined;
}

/**
 * Throw from anywhere in a request; the error handler turns it into the error envelope.
 * `code` is the stable name clients switch on (shared/error-codes.ts); `headers` travel with it
 * (Retry-After on a 429, WWW-Authenticate on a 401).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
