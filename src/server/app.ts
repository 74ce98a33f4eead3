/**
 * Builds the HTTP application: cross-cutting middleware first, then each resource's routes under
 * /api, then the built client for every other path. No I/O happens here, so tests build it freely.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import { healthRoutes } from './health/routes';
import { accessLog, requestId } from './http/access-log';
import { ApiError } from './http/envelope';
import { apiErrorResponse, apiNotFound, installErrorHandling } from './http/errors';
import { isApiPath, serveClient } from './http/static';
import type { AppEnv } from './http/types';
import { legalRoutes } from './legal/routes';
import type { Logger } from './logger';
import { statsRoutes } from './stats/routes';

/** Payloads here are small JSON documents; anything larger is a mistake or abuse. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface AppDeps {
  db: DbHandle;
  config: Pick<Config, 'staticDir'>;
  logger: Logger;
}

export function createApp({ db, config, logger }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  installErrorHandling(app, logger);
  app.use('*', requestId(), accessLog(logger));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => apiErrorResponse(c, new ApiError(413, 'Request body is too large')),
    }),
  );

  app.route('/api/health', healthRoutes(db));
  app.route('/api/legal', legalRoutes(db.db));
  app.route('/api/stats', statsRoutes(db.db));

  app.use('*', serveClient(config.staticDir));
  app.notFound((c) => (isApiPath(c.req.path) ? apiNotFound(c) : c.text('Not found', 404)));
  return app;
}
