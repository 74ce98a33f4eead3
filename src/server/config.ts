/**
 * Environment → typed configuration, checked once at start. A bad variable stops the process with a
 * message naming every offending variable, instead of failing later in some request.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  /** Absolute path of the PGlite data directory (also holds the generated dev secret). */
  dataDir: string;
  /** Set: PostgreSQL at this URL. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  logLevel: LogLevel;
  /** Absolute path of the built client (vite's outDir). */
  staticDir: string;
  seedDemo: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MIN_SECRET_LENGTH = 32;

const boolean = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['true', 'false', '1', '0', 'yes', 'no', ''], `${name} must be true or false`),
      v.transform((s) => (s === '' ? undefined : ['true', '1', 'yes'].includes(s))),
    ),
  );

const envSchema = v.object({
  NODE_ENV: v.optional(v.string(), 'development'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, 'PORT must be a whole number'),
      v.transform(Number),
      v.minValue(0, 'PORT must be between 0 and 65535'),
      v.maxValue(65535, 'PORT must be between 0 and 65535'),
    ),
    '3000',
  ),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('DATA_DIR must not be empty')), './.data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || /^postgres(ql)?:\/\//.test(s),
        'DATABASE_URL must start with postgres:// or postgresql://',
      ),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || URL.canParse(s), 'PUBLIC_URL must be a full URL, e.g. https://example.com'),
      v.transform((s) => (s === '' ? undefined : s.replace(/\/+$/, ''))),
    ),
  ),
  JWT_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || s.length >= MIN_SECRET_LENGTH,
        `JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`,
      ),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
  LOG_LEVEL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`),
    ),
    'info',
  ),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('STATIC_DIR must not be empty')), 'dist'),
  SEED_DEMO: boolean('SEED_DEMO'),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads `.env` from the working directory when there is one; real environment variables win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = v.safeParse(envSchema, env);
  if (!result.success) {
    throw new ConfigError(
      result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`),
    );
  }
  const e = result.output;
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET) {
    throw new ConfigError([
      `JWT_SECRET: required when NODE_ENV=production (at least ${MIN_SECRET_LENGTH} random characters)`,
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    jwtSecret: e.JWT_SECRET ?? persistedDevSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    // The demo belongs to the zero-setup embedded database, never to a shared PostgreSQL.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
  };
}

/** Outside production, a secret generated once and kept in DATA_DIR so restarts keep sessions. */
function persistedDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
