/** Building the real Hono app for tests, with a quiet or a capturing logger. */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createApp, type AppConfig } from '../../../src/server/app';
import type { Database, DbHandle } from '../../../src/server/db/client';
import type { Logger } from '../../../src/server/logger';

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
    trustProxy: false,
    google: undefined,
    ...overrides,
  };
}

export function buildApp(
  handle: DbHandle,
  options: { staticDir?: string; logger?: Logger; config?: Partial<AppConfig> } = {},
) {
  return createApp({
    db: handle,
    config: testConfig({
      ...(options.staticDir ? { staticDir: options.staticDir } : {}),
      ...options.config,
    }),
    logger: options.logger ?? silentLogger,
  });
}

/**
 * For tests of the HTTP layer itself (static files, error envelopes, logging) that never reach a
 * query: a handle without a database whose ping fails, so any accidental query throws loudly.
 */
export function handleWithoutDatabase(): DbHandle {
  return {
    db: new Proxy({} as Database, {
      get() {
        throw new Error('This test app has no database');
      },
    }),
    kind: 'pglite',
    target: { kind: 'pglite', dataDir: '/nonexistent' },
    ping: () => Promise.reject(new Error('no database')),
    close: () => Promise.resolve(),
  };
}
