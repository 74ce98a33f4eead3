/**
 * Builds the HTTP application: cross-cutting middleware first, then each resource's routes under
 * /api, then the built client for every other path. No I/O happens here, so tests build it freely.
 */
import { Hono } from 'hono';
import { adminRoutes } from './admin/routes';
import { addressLimiter, addressRules } from './auth/address-limits';
import { provideBearerChecks } from './auth/guards';
import { createTokenRevocations } from './auth/token-revocations';
import { writeRules } from './auth/rate-limit-writes';
import { authRoutes } from './auth/routes';
import { createAccessTokens } from './auth/tokens';
import { claimRoutes } from './claims/routes';
import { DEFAULT_CSP_CONNECT_SRC, DEFAULT_PUBLIC_CACHE_MAX_AGE_SECONDS, type Config } from './config';
import { courseRoutes } from './courses/routes';
import type { DbHandle } from './db/client';
import { exportRoutes } from './export/routes';
import { feedbackRoutes } from './feedback/routes';
import { healthRoutes } from './health/routes';
import { accessLog, requestId } from './http/access-log';
import { limitBody } from './http/body-limit';
import { createAfterAnswer, type AfterAnswer } from './http/after-answer';
import { ApiError } from './http/envelope';
import { apiErrorResponse, apiNotFound, installErrorHandling } from './http/errors';
import { apiCors, personalNoStore, securityHeaders } from './http/security-headers';
import { readRouting } from './http/read-routing';
import { routeMatcher } from './http/route-table';
import { isApiPath, serveClient } from './http/static';
import type { AppEnv } from './http/types';
import { publicReadValidators } from './http/validators';
import { idempotency } from './idempotency/middleware';
import { legalRoutes } from './legal/routes';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './notifications/push-services';
import { notificationRoutes } from './notifications/routes';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { openApiRoutes } from './openapi/routes';
import { ownerRoutes } from './owner/routes';
import { questionRoutes } from './questions/routes';
import { reportRoutes } from './reports/routes';
import { restroomRoutes } from './restrooms/routes';
import { reviewRoutes } from './reviews/routes';
import { signRoutes } from './signs/routes';
import { statsRoutes } from './stats/routes';
import { userRoutes } from './users/routes';

/** Payloads here are small JSON documents; anything larger is a mistake or abuse. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The part of the configuration requests depend on (tests build it without the environment). */
export type AppConfig = Pick<
  Config,
  'staticDir' | 'publicUrl' | 'jwtSecret' | 'accessTokenTtlSeconds' | 'trustProxy' | 'google'
> &
  Partial<Pick<Config, 'vapid' | 'pushServiceHosts'>> &
  // Defaults (closed CORS, the default map host, the shared write limits, 30 s of public caching)
  // apply when a test leaves them out.
  Partial<Pick<Config, 'corsOrigins' | 'cspConnectSrc' | 'writeRateLimits' | 'publicCacheMaxAgeSeconds'>> & {
    addressRateLimits?: Partial<Config['addressRateLimits']>;
    accountRateLimits?: Partial<Config['accountRateLimits']>;
  };

export interface AppDeps {
  db: DbHandle;
  config: AppConfig;
  logger: Logger;
  /** Outgoing mail (mail/mailer.ts); main.ts builds it from SMTP_URL or DATA_DIR/mail. */
  mailer: Mailer;
  /** The time each request runs at (c.var.now); tests pass their own to expire reports at will. */
  clock?: () => Date;
  /** Called after a write queued a notification: the notifier (notifications/worker.ts) sends it now. */
  notify?: () => void;
  /** Tracks the work requests leave for after their answer (mail): main.ts's stop waits for it. */
  afterAnswer?: AfterAnswer;
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { db, config, logger, mailer, clock = () => new Date(), notify = () => {} } = deps;
  const afterAnswer = deps.afterAnswer ?? createAfterAnswer();
  const app = new Hono<AppEnv>();
  installErrorHandling(app, logger);
  app.use('*', async (c, next) => {
    c.set('now', clock());
    await next();
  });
  // First, so every answer gets the headers, whichever middleware or handler made it.
  app.use(
    '*',
    securityHeaders({
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      connectSrc: config.cspConnectSrc ?? DEFAULT_CSP_CONNECT_SRC,
    }),
  );
  app.use('*', requestId(), accessLog(logger));
  app.use('/api/*', personalNoStore());
  const cors = apiCors(config.corsOrigins ?? []);
  // Before the body limit and the guards: a preflight carries neither a body nor a token.
  if (cors) app.use('/api/*', cors);
  // The methods that read a body, from its declared length where it has one (http/body-limit.ts).
  app.use(
    '/api/*',
    limitBody(MAX_BODY_BYTES, (c) =>
      apiErrorResponse(c, new ApiError(413, 'body_too_large', 'Request body is too large')),
    ),
  );

  // Before the idempotency keys, so a replayed write's answer also carries the writer's position.
  app.use('/api/*', readRouting(db, { publicUrl: config.publicUrl }));

  const accessTokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const revocations = createTokenRevocations(db.db, config.accessTokenTtlSeconds, logger);
  app.use('/api/*', provideBearerChecks({ tokens: accessTokens, revocations, db: db.db }));
  const limiter = addressLimiter(db.db, addressRules(config.addressRateLimits), config.trustProxy);
  app.use('/api/*', limiter.reads());
  // Outside the idempotency middleware, whose commit comes first: a write that queued notifications
  // (a blocking report) has them sent at once, not at the notifier's next round.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.var.notificationsQueued) notify();
  });
  // After the token verifier (keys are kept per user), before every route that writes. Only routes
  // that exist keep keys; the table is read once the routes below are registered.
  app.use('/api/*', idempotency(db.db, routeMatcher(app)));
  // Inside personalNoStore, which then leaves the public reads' Cache-Control alone (validators.ts).
  app.use(
    '/api/*',
    publicReadValidators(config.publicCacheMaxAgeSeconds ?? DEFAULT_PUBLIC_CACHE_MAX_AGE_SECONDS),
  );

  app.route('/api/health', healthRoutes(db));
  app.route(
    '/api/auth',
    authRoutes({ db: db.db, accessTokens, revocations, config, limiter, mailer, afterAnswer }),
  );
  app.route('/api/users', userRoutes(db.db, config.trustProxy, revocations));
  app.route('/api/admin', adminRoutes(db.db));
  app.route('/api/courses', courseRoutes(db.db));
  const writeLimits = writeRules(config.writeRateLimits);
  app.route('/api/courses', questionRoutes(db.db, writeLimits));
  app.route('/api/restrooms', restroomRoutes(db.db, writeLimits));
  app.route('/api/restrooms', reviewRoutes(db.db, writeLimits));
  app.route('/api/restrooms', feedbackRoutes(db.db, writeLimits));
  app.route('/api/restrooms', reportRoutes(db.db, limiter, writeLimits));
  app.route('/api/owner', ownerRoutes(db.db));
  app.route('/api', claimRoutes(db.db, notify));
  app.route('/api', signRoutes(db.db, config.publicUrl));
  app.route(
    '/api',
    notificationRoutes(db.db, config.jwtSecret, {
      publicKey: config.vapid?.publicKey ?? null,
      hosts: config.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS,
    }),
  );
  app.route('/api/legal', legalRoutes());
  app.route('/api/stats', statsRoutes());
  app.route('/api', openApiRoutes());
  app.route('/api/export', exportRoutes(db.db, limiter));

  app.use('*', serveClient(config.staticDir));
  app.notFound((c) => (isApiPath(c.req.path) ? apiNotFound(c) : c.text('Not found', 404)));
  return app;
}
