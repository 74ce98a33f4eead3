/**
 * Building blocks of the environment schema in config.ts: how one variable of a kind is read and
 * what its error message says.
 */
import * as v from 'valibot';
import { ADDRESS_LIMITS } from './auth/address-limits';
import { isWeakSecret, MIN_SECRET_LENGTH } from './dev-secret';
import { isAddressRange, type TrustProxy } from './http/client-address';
import { DEFAULT_PUSH_SERVICE_HOSTS, hostPattern } from './notifications/push-services';

/** NODE_ENV's values; anything else is refused rather than read as "not production". */
const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

// "Production" or " production" is production; "prod" or "staging" is refused, never read as
// development (which seeds the demo, whose admin signs in with a published password).
export const nodeEnv = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.transform((s) => (s === '' ? 'development' : s)),
    v.picklist(NODE_ENVS, `NODE_ENV must be one of ${NODE_ENVS.join(', ')}`),
  ),
  'development',
);

/** The signing secret: long, and not a pattern (dev-secret.ts); empty counts as unset. */
export const jwtSecret = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || s.length >= MIN_SECRET_LENGTH,
      `JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`,
    ),
    v.check(
      (s) => s.length < MIN_SECRET_LENGTH || !isWeakSecret(s),
      'JWT_SECRET is guessable (repeated, sequential or too few different characters): use random characters, e.g. the output of `openssl rand -base64 48`',
    ),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);

export const optionalString = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);

export const boolean = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['true', 'false', '1', '0', 'yes', 'no', ''], `${name} must be true or false`),
      v.transform((s) => (s === '' ? undefined : ['true', '1', 'yes'].includes(s))),
    ),
  );

/** A comma- or space-separated value as its non-empty entries. */
const splitList = (s: string): string[] =>
  s
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** "https://a.example, https://b.example" → their origins; every entry must be an http(s) origin. */
export const originList = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform(splitList),
      v.check(
        (entries) => entries.every(isOrigin),
        `${name} must be a comma-separated list of origins such as https://app.example.com (scheme, host and port only)`,
      ),
      v.transform((entries) => [...new Set(entries.map((entry) => new URL(entry).origin))]),
    ),
  );

function isOrigin(entry: string): boolean {
  if (!URL.canParse(entry)) return false;
  const url = new URL(entry);
  // An origin has no path, query or fragment: "https://a.example/x" is a mistake worth reporting.
  return (url.protocol === 'https:' || url.protocol === 'http:') && entry.replace(/\/$/, '') === url.origin;
}

const isPostgresUrl = (s: string) => /^postgres(ql)?:\/\//.test(s);

/** One PostgreSQL URL; empty counts as unset. */
export const postgresUrl = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || isPostgresUrl(s), `${name} must start with postgres:// or postgresql://`),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

/** "postgres://a/db, postgres://b/db" → the URLs; every entry must be a PostgreSQL URL. */
export const postgresUrlList = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform(splitList),
      v.check(
        (entries) => entries.every((entry) => isPostgresUrl(entry) && URL.canParse(entry)),
        `${name} must be a comma-separated list of postgres:// or postgresql:// URLs (percent-encode a comma in a password)`,
      ),
    ),
  );

/** A duration: a whole number of seconds between `min` and `max`. */
export const seconds = (name: string, min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, `${name} must be a whole number of seconds`),
      v.transform(Number),
      v.minValue(min, `${name} must be between ${min} and ${max}`),
      v.maxValue(max, `${name} must be between ${min} and ${max}`),
    ),
    String(fallback),
  );

/** A whole number between `min` and `max` (a pool's connections). */
export const count = (name: string, min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, `${name} must be a whole number`),
      v.transform(Number),
      v.minValue(min, `${name} must be between ${min} and ${max}`),
      v.maxValue(max, `${name} must be between ${min} and ${max}`),
    ),
    String(fallback),
  );

/** ADDRESS_RATE_LIMIT_<KIND> (signIns: ADDRESS_RATE_LIMIT_SIGN_INS), its rule's count by default. */
export const addressLimit = (kind: keyof typeof ADDRESS_LIMITS) =>
  writeLimit(
    `ADDRESS_RATE_LIMIT_${kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`,
    ADDRESS_LIMITS[kind].limit,
  );

/** A rate limit's count: a whole number of requests per window, 0 for no limit. */
export const writeLimit = (name: string, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, `${name} must be a whole number (0 turns the limit off)`),
      v.transform(Number),
      v.maxValue(1_000_000, `${name} must be at most 1000000`),
    ),
    String(fallback),
  );

/**
 * TRUST_PROXY: '', false, 0 → none; true → one proxy; 1–10 → that many; otherwise a list of
 * addresses and CIDR ranges (e.g. "10.0.0.0/8, 2001:db8::/32"). undefined: not a valid value.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const lower = value.toLowerCase();
  if (['', 'false', 'no', '0'].includes(lower)) return { kind: 'none' };
  if (['true', 'yes'].includes(lower)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    return hops <= 10 ? { kind: 'hops', hops } : undefined;
  }
  const ranges = value
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return ranges.every(isAddressRange) ? { kind: 'ranges', ranges } : undefined;
}

/**
 * PUBLIC_URL's default: the address the server listens on. A server bound to 127.0.0.1 must not
 * announce (and send Google's redirect back to) localhost: that is another origin, whose storage
 * holds neither the session nor the outbox (issue 20). Only a wildcard bind falls back to localhost.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const bare = host.replace(/^\[|\]$/g, '');
  const name = bare === '0.0.0.0' || bare === '::' ? 'localhost' : bare.includes(':') ? `[${bare}]` : bare;
  return `http://${name}:${port}`;
}

/** 127.0.0.0/8, ::1 and localhost: the only hosts where a plain-http issuer is acceptable (tests). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * PUSH_SERVICE_HOSTS: the hosts Web Push is sent to (notifications/push-services.ts), comma- or
 * space-separated; unset or empty: the browsers' push services.
 */
export const pushServiceHosts = v.optional(
  v.pipe(
    v.string(),
    v.transform((s) => splitList(s).map((entry) => hostPattern(entry) ?? '')),
    v.check(
      (entries) => !entries.includes(''),
      'PUSH_SERVICE_HOSTS must be a comma-separated list of host names, each with *. in front for any name under it or :port after for another port than 443, e.g. fcm.googleapis.com, *.push.apple.com, push.example.com:8443',
    ),
    v.transform((entries) => (entries.length > 0 ? entries : [...DEFAULT_PUSH_SERVICE_HOSTS])),
  ),
  '',
);

/** SMTP_URL: smtp:// or smtps://, with credentials in it; empty counts as unset. */
export const smtpUrl = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || (/^smtps?:\/\//.test(s) && URL.canParse(s)),
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587',
    ),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);
