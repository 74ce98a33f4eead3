/**
 * Environment → typed configuration, checked once at start. A bad variable stops the process with a
 * message naming every offending variable, instead of failing later in some request.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { WRITE_RATE_LIMITS, type WriteRateLimitKind } from '../shared/constants';
import type { AddressLimits } from './auth/address-limits';
import { REFRESHES_PER_ACCOUNT, SIGN_INS_PER_ACCOUNT, type AccountLimits } from './auth/login-limits';
import { LOG_LEVELS, type LogLevel } from './logger';
import {
  addressLimit,
  boolean,
  count,
  defaultPublicUrl,
  isLoopbackHost,
  jwtSecret,
  nodeEnv,
  type NodeEnv,
  optionalString,
  originList,
  parseTrustProxy,
  postgresUrl,
  postgresUrlList,
  pushServiceHosts,
  seconds,
  smtpUrl,
  writeLimit,
} from './config-fields';
import { DEFAULT_POOLS, type PoolSizes } from './db/types';
import { MIN_SECRET_LENGTH, persistedDevSecret } from './dev-secret';
import type { TrustProxy } from './http/client-address';
import { vapidKeys, type VapidKeys } from './push-keys';

export type WriteRateLimits = Record<WriteRateLimitKind, number>;

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Absolute path of the PGlite data directory (also holds the generated dev secret). */
  dataDir: string;
  /** Set: PostgreSQL at this URL. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Streaming replicas of databaseUrl for the public reads (docs/architecture.md, "Read replicas"). */
  databaseReadUrls: string[];
  /** Connections per PostgreSQL database (primary, each replica) and process (db/client.ts). */
  databasePools: PoolSizes;
  publicUrl: string;
  jwtSecret: string;
  logLevel: LogLevel;
  /** Absolute path of the built client (vite's outDir). */
  staticDir: string;
  /** Never true when NODE_ENV=production (loadConfig refuses SEED_DEMO=true there). */
  seedDemo: boolean;
  /** An idle keep-alive connection closes after this (DEFAULT_HTTP_KEEP_ALIVE_SECONDS). */
  keepAliveSeconds: number;
  /** Lifetime of an access token; the client refreshes it with its refresh token (docs/decisions.md §1). */
  accessTokenTtlSeconds: number;
  /** How long a browser or CDN may use a public read's answer, then 5 min stale (http/validators.ts). */
  publicCacheMaxAgeSeconds: number;
  /** The proxies in front, by count or address range, X-Forwarded-* is read past (http/client-address.ts). */
  trustProxy: TrustProxy;
  /** Google sign-in (OpenID Connect); undefined when no client id/secret are configured. */
  google: GoogleSignInConfig | undefined;
  /** Per-user write limits per window (src/shared/constants WRITE_RATE_LIMITS); 0 switches one off. */
  writeRateLimits: WriteRateLimits;
  /** Per-address limits on reads, registrations, account mail, sign-ins, refreshes; 0 = off. */
  addressRateLimits: AddressLimits;
  /** Per-account ceilings on successful sign-ins and on refreshes (auth/login-limits.ts); 0 = off. */
  accountRateLimits: AccountLimits;
  /** Exact origins other sites may call the API from (CORS); empty: closed to every other origin. */
  corsOrigins: string[];
  /**
   * Origins the page may fetch from besides its own (the CSP's connect-src): the map style, tile and
   * glyph servers. The client's VITE_MAP_STYLE_* are baked into the build, so the server has its own.
   */
  cspConnectSrc: string[];
  /** Outgoing mail through this SMTP server; unset: messages are written to DATA_DIR/mail/. */
  smtpUrl: string | undefined;
  /** The From of every message. */
  mailFrom: string;
  /** Signs Web Push messages (push-keys.ts); undefined in production without VAPID keys: no push. */
  vapid: VapidKeys | undefined;
  /** The only hosts Web Push goes to (notifications/push-services.ts). */
  pushServiceHosts: string[];
}

export interface GoogleSignInConfig {
  /** The OpenID Connect issuer; Google's by default, a loopback provider in tests. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** OpenFreeMap serves the default map styles, tiles, glyphs and sprites (src/client/features/courses/map). */
export const DEFAULT_CSP_CONNECT_SRC = ['https://tiles.openfreemap.org'];
/** Over a load balancer's idle timeout (nginx, AWS ALB: 60 s), or it reuses closed connections: 502. */
const DEFAULT_HTTP_KEEP_ALIVE_SECONDS = 65;
/** The public reads' max-age unless PUBLIC_CACHE_MAX_AGE_SECONDS says otherwise (http/validators.ts). */
export const DEFAULT_PUBLIC_CACHE_MAX_AGE_SECONDS = 30;
const DEFAULT_OIDC_ISSUER = 'https://accounts.google.com';

const envSchema = v.object({
  NODE_ENV: nodeEnv,
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
  DATABASE_URL: postgresUrl('DATABASE_URL'),
  DATABASE_READ_URL: postgresUrlList('DATABASE_READ_URL'),
  DATABASE_POOL_SIZE: count('DATABASE_POOL_SIZE', 1, 1_000, DEFAULT_POOLS.size),
  DATABASE_POINT_POOL_SIZE: count('DATABASE_POINT_POOL_SIZE', 0, 1_000, DEFAULT_POOLS.pointSize),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || URL.canParse(s), 'PUBLIC_URL must be a full URL, e.g. https://example.com'),
      v.transform((s) => (s === '' ? undefined : s.replace(/\/+$/, ''))),
    ),
  ),
  JWT_SECRET: jwtSecret,
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
  ACCESS_TOKEN_TTL_SECONDS: seconds('ACCESS_TOKEN_TTL_SECONDS', 1, 86_400, 900),
  HTTP_KEEP_ALIVE_SECONDS: seconds('HTTP_KEEP_ALIVE_SECONDS', 1, 3_600, DEFAULT_HTTP_KEEP_ALIVE_SECONDS),
  PUBLIC_CACHE_MAX_AGE_SECONDS: seconds(
    'PUBLIC_CACHE_MAX_AGE_SECONDS',
    0,
    3_600,
    DEFAULT_PUBLIC_CACHE_MAX_AGE_SECONDS,
  ),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s): TrustProxy | string => parseTrustProxy(s) ?? s),
      v.check(
        (value) => typeof value !== 'string',
        'TRUST_PROXY must be false, the number of proxies in front of the app (true = 1), or a comma-separated list of their addresses or CIDR ranges',
      ),
      v.transform((value) => value as TrustProxy),
    ),
  ),
  OIDC_ISSUER: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? DEFAULT_OIDC_ISSUER : s.replace(/\/+$/, ''))),
      v.check((s) => URL.canParse(s), 'OIDC_ISSUER must be a full URL, e.g. https://accounts.google.com'),
      v.check((s) => {
        if (!URL.canParse(s)) return true; // already reported by the check above
        const url = new URL(s);
        return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
      }, 'OIDC_ISSUER must use https (plain http is allowed only on a loopback address, for tests)'),
    ),
    DEFAULT_OIDC_ISSUER,
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  WRITE_RATE_LIMIT_REVIEWS: writeLimit('WRITE_RATE_LIMIT_REVIEWS', WRITE_RATE_LIMITS.reviews.limit),
  WRITE_RATE_LIMIT_RESTROOMS: writeLimit('WRITE_RATE_LIMIT_RESTROOMS', WRITE_RATE_LIMITS.restrooms.limit),
  WRITE_RATE_LIMIT_FEEDBACK: writeLimit('WRITE_RATE_LIMIT_FEEDBACK', WRITE_RATE_LIMITS.feedback.limit),
  WRITE_RATE_LIMIT_REPORTS: writeLimit('WRITE_RATE_LIMIT_REPORTS', WRITE_RATE_LIMITS.reports.limit),
  ADDRESS_RATE_LIMIT_READS: addressLimit('reads'),
  ADDRESS_RATE_LIMIT_REGISTRATIONS: addressLimit('registrations'),
  ADDRESS_RATE_LIMIT_ACCOUNT_EMAILS: addressLimit('accountEmails'),
  ADDRESS_RATE_LIMIT_EXPORTS: addressLimit('exports'),
  ADDRESS_RATE_LIMIT_SIGN_INS: addressLimit('signIns'),
  ADDRESS_RATE_LIMIT_REFRESHES: addressLimit('refreshes'),
  ADDRESS_RATE_LIMIT_SIGN_REPORTS: addressLimit('signReports'),
  ACCOUNT_RATE_LIMIT_SIGN_INS: writeLimit('ACCOUNT_RATE_LIMIT_SIGN_INS', SIGN_INS_PER_ACCOUNT.limit),
  ACCOUNT_RATE_LIMIT_REFRESHES: writeLimit('ACCOUNT_RATE_LIMIT_REFRESHES', REFRESHES_PER_ACCOUNT.limit),
  SMTP_URL: smtpUrl,
  MAIL_FROM: optionalString,
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  PUSH_SERVICE_HOSTS: pushServiceHosts,
  CORS_ORIGINS: originList('CORS_ORIGINS'),
  CSP_CONNECT_SRC: originList('CSP_CONNECT_SRC'),
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
  if (production && e.SEED_DEMO === true) {
    throw new ConfigError([
      'SEED_DEMO: the demo accounts sign in with a published password, so the demo is never seeded when NODE_ENV=production',
    ]);
  }
  const development = e.NODE_ENV === 'development';
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError([
      'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both to enable Google sign-in, or neither to disable it',
    ]);
  }
  const databaseReadUrls = e.DATABASE_READ_URL ?? [];
  if (databaseReadUrls.length > 0 && !e.DATABASE_URL) {
    throw new ConfigError([
      'DATABASE_READ_URL: read replicas need DATABASE_URL, the PostgreSQL primary they replicate; the embedded database has none',
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT);
  const vapid = vapidKeys(e, { production, dataDir, publicUrl });
  if (Array.isArray(vapid)) throw new ConfigError(vapid);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls,
    databasePools: { size: e.DATABASE_POOL_SIZE, pointSize: e.DATABASE_POINT_POOL_SIZE },
    publicUrl,
    jwtSecret: e.JWT_SECRET ?? persistedDevSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    // The demo belongs to the zero-setup embedded database in development, never to a shared
    // PostgreSQL unless asked for, and never to production: its accounts (an admin among them) sign
    // in with a password printed in the README. Tests ask for it (SEED_DEMO=true) when they need it.
    seedDemo: production ? false : (e.SEED_DEMO ?? (development && e.DATABASE_URL === undefined)),
    keepAliveSeconds: e.HTTP_KEEP_ALIVE_SECONDS,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    publicCacheMaxAgeSeconds: e.PUBLIC_CACHE_MAX_AGE_SECONDS,
    trustProxy: e.TRUST_PROXY ?? { kind: 'none' },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    writeRateLimits: {
      reviews: e.WRITE_RATE_LIMIT_REVIEWS,
      restrooms: e.WRITE_RATE_LIMIT_RESTROOMS,
      feedback: e.WRITE_RATE_LIMIT_FEEDBACK,
      reports: e.WRITE_RATE_LIMIT_REPORTS,
    },
    addressRateLimits: {
      reads: e.ADDRESS_RATE_LIMIT_READS,
      registrations: e.ADDRESS_RATE_LIMIT_REGISTRATIONS,
      accountEmails: e.ADDRESS_RATE_LIMIT_ACCOUNT_EMAILS,
      exports: e.ADDRESS_RATE_LIMIT_EXPORTS,
      signIns: e.ADDRESS_RATE_LIMIT_SIGN_INS,
      refreshes: e.ADDRESS_RATE_LIMIT_REFRESHES,
      signReports: e.ADDRESS_RATE_LIMIT_SIGN_REPORTS,
    },
    accountRateLimits: { signIns: e.ACCOUNT_RATE_LIMIT_SIGN_INS, refreshes: e.ACCOUNT_RATE_LIMIT_REFRESHES },
    corsOrigins: e.CORS_ORIGINS ?? [],
    // Unset or empty: the default map host. Set: exactly the listed origins (a deployment's own maps).
    cspConnectSrc: e.CSP_CONNECT_SRC?.length ? e.CSP_CONNECT_SRC : DEFAULT_CSP_CONNECT_SRC,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Fairway Relief <no-reply@${new URL(publicUrl).hostname}>`,
    vapid,
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
  };
}
