/**
 * Turns anything thrown in a request into the error envelope. Client errors keep their message;
 * anything unexpected is logged with its stack and answered with a generic 500, so internals
 * (stack traces, SQL, paths) never reach the body.
 */
import type { Context, ErrorHandler, Hono, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorCode } from '../../shared/error-codes';
import type { ErrorBody } from '../../shared/schemas';
import type { Logger } from '../logger';
import { ApiError } from './envelope';
import type { AppEnv } from './types';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

function errorBody(code: ErrorCode, message: string, errors?: ErrorBody['errors']): ErrorBody {
  return errors && errors.length > 0
    ? { success: false, code, message, errors }
    : { success: false, code, message };
}

export function apiErrorResponse(c: Context, error: ApiError) {
  return c.json(errorBody(error.code, error.message, error.errors), error.status, error.headers);
}

/** Hono's own exceptions below 500 (a middleware's refusal) by status. */
const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'auth_required',
  403: 'forbidden',
  404: 'route_not_found',
  413: 'body_too_large',
  415: 'json_required',
};

function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof ApiError) return apiErrorResponse(c, err);
    // Hono's own exceptions (e.g. from middleware) carry a status; keep 4xx, hide 5xx details.
    if (err instanceof HTTPException && err.status < 500) {
      const code = HTTP_EXCEPTION_CODES[err.status] ?? 'invalid_input';
      return c.json(errorBody(code, err.message || 'Bad request'), err.status);
    }
    const log = c.get('logger') ?? logger;
    log.error({ err, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json(errorBody('internal_error', INTERNAL_ERROR_MESSAGE), 500);
  };
}

export const apiNotFound: NotFoundHandler = (c) => c.json(errorBody('route_not_found', 'Not found'), 404);

/** Wires the handlers on an app; used by createApp and by the error-handling tests. */
export function installErrorHandling(app: Hono<AppEnv>, logger: Logger): void {
  app.onError(createErrorHandler(logger));
}
