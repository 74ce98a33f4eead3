/**
 * The answer envelope of docs/decisions.md §2: `{ success: true, data }` on success,
 * `{ success: false, message, errors? }` on failure (built by the error handler from ApiError).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldError, SuccessBody } from '../../shared/schemas';

export function ok<TData>(c: Context, data: TData, status: ContentfulStatusCode = 200) {
  const body: SuccessBody<TData> = { success: true, data };
  return c.json(body, status);
}

/**
 * Throw from anywhere in a request; the error handler turns it into the error envelope.
 * `headers` travel with it (Retry-After on a 429, WWW-Authenticate on a 401).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
