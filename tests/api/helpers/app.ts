/** Building the real Hono app for tests, with a quiet or a capturing logger. */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { inject } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp, type AppConfig } from '../../../src/server/app';
import { provideBearerChecks } from '../../../src/server/auth/guards';
import { createTokenRevocations } from '../../../src/server/auth/token-revocations';
import { createAccessTokens } from '../../../src/server/auth/tokens';
import { createMailer, type Mailer } from '../../../src/server/mail/mailer';
import { createAfterAnswer, type AfterAnswer } from '../../../src/server/http/after-answer';
import type { Database, DbHandle } from '../../../src/server/db/client';
import { CoursePositions } from '../../../src/server/db/radius/positions';
import type { AppEnv } from '../../../src/server/http/types';
import type { Logger } from '../../../src/server/logger';
import { answerComplaint } from './openapi';

export const silentLogger: Logger = pino({ level: 'silent' });

/** A logger whose JSON lines are collected in `lines` for assertions. */
export function captureLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString('utf8').split('\n')) {
        if (text.trim() !== '') lines.push(JSON.parse(text) as Record<string, unknown>);
      }
      callback();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

/** A directory that certainly has no build in it: non-API paths answer 503 "not built". */
export const NO_STATIC_DIR = '/nonexistent/fairway-relief-test-dist';

/** Signs the test apps' access tokens; tests use it to forge expired or tampered ones. */
export const TEST_JWT_SECRET = 'test-secret-for-fairway-relief-api-tests-0123456789';
export const TEST_PUBLIC_URL = 'http://127.0.0.1:4399';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    staticDir: NO_STATIC_DIR,
    publicUrl: TEST_PUBLIC_URL,
    jwtSecret: TEST_JWT_SECRET,
    accessTokenTtlSeconds: 900,
    trustProxy: { kind: 'none' },
    google: undefined,
    ...overrides,
  };
}

/**
 * Where the apps of tests that do not read mail send it: the real mailer's file mode (no SMTP_URL),
 * into a directory of this test process. Tests that read mail pass a mailer for their loopback
 * SMTP server (mailerFor).
 */
function mailDataDir(): string {
  let provided: string | undefined;
  try {
    provided = inject('mailDir');
  } catch {
    // Not inside a vitest run (a script importing the helpers).
  }
  // The unit project (whose bench tests import these helpers) provides none.
  return provided ?? path.join(tmpdir(), `fairway-test-mail-${process.pid}`);
}

const fileMailer = createMailer(
  {
    smtpUrl: undefined,
    mailFrom: 'Fairway Relief <no-reply@127.0.0.1>',
    // The run's directory (global-setup.ts removes it at the end), else one per process.
    dataDir: mailDataDir(),
  },
  silentLogger,
);

/** A mailer sending through the SMTP server at `smtpUrl` (tests/support/smtp-server.ts). */
export function mailerFor(smtpUrl: string): Mailer {
  return createMailer(
    { smtpUrl, mailFrom: 'Fairway Relief <no-reply@127.0.0.1>', dataDir: '/nonexistent' },
    silentLogger,
  );
}

/**
 * Every /api answer a test receives through `app.request` is first judged by the OpenAPI document
 * (helpers/openapi.ts): an answer the document does not allow fails the test that got it, naming
 * the request, the status and the validator's complaint. The whole API suite thereby checks the
 * document against the server's real behaviour, and the server against the document.
 */
function checkedAgainstDocument<TApp extends Hono<AppEnv>>(app: TApp): TApp {
  const send = app.request;
  app.request = async (input, init, env, executionCtx) => {
    const response = await send(input, init, env, executionCtx);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = input instanceof Request ? input.url : input.toString();
    const complaint = await answerComplaint(method, url, response);
    if (complaint) {
      const { pathname, search } = new URL(url, 'http://localhost');
      throw new Error(
        `${method} ${pathname}${search} answered ${response.status}, which the OpenAPI document does not allow: ${complaint}`,
      );
    }
    return response;
  };
  return app;
}

export function buildApp(
  handle: DbHandle,
  options: {
    staticDir?: string;
    logger?: Logger;
    config?: Partial<AppConfig>;
    mailer?: Mailer;
    /** The requests' time (reports expire by it); the real clock when left out. */
    clock?: () => Date;
    /** Called after a write queued notifications (a notifier's nudge). */
    notify?: () => void;
  } = {},
) {
  const afterAnswer = createAfterAnswer();
  const app = createApp({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.notify ? { notify: options.notify } : {}),
    afterAnswer,
    mailer: options.mailer ?? fileMailer,
    db: handle,
    config: testConfig({
      ...(options.staticDir ? { staticDir: options.staticDir } : {}),
      ...options.config,
    }),
    logger: options.logger ?? silentLogger,
  });
  afterAnswers.set(app, afterAnswer);
  return checkedAgainstDocument(app);
}

const afterAnswers = new WeakMap<Hono<AppEnv>, AfterAnswer>();

/**
 * Settles once the work `app`'s requests left for after their answers is done (the mail, and
 * forgot-password's lookup and link): tests that compare the database, or count mail, wait for it.
 */
export function afterAnswersOf(app: Hono<AppEnv>): Promise<void> {
  const work = afterAnswers.get(app);
  if (!work) throw new Error('not an app built by buildApp');
  return work.idle();
}

/**
 * For tests of the HTTP layer itself (static files, error envelopes, logging) that never reach a
 * query: a handle without a database whose ping fails, so any accidental query throws loudly.
 */
export function handleWithoutDatabase(): DbHandle {
  const none = new Proxy({} as Database, {
    get() {
      throw new Error('This test app has no database');
    },
  });
  return {
    db: none,
    point: none,
    positions: new CoursePositions(none),
    kind: 'pglite',
    target: { kind: 'pglite', dataDir: '/nonexistent' },
    ping: () => Promise.reject(new Error('no database')),
    close: () => Promise.resolve(),
  };
}

/** The guards' checks as the app provides them, for tests that build an app of their own. */
export function testBearerChecks(db: Database) {
  return provideBearerChecks({
    tokens: createAccessTokens(TEST_JWT_SECRET, 900),
    revocations: createTokenRevocations(db, 900),
    db,
  });
}
