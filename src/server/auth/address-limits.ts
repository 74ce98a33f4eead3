/**
 * Per-address limits (a finding of the attack on the landed build): anonymous clients could run
 * the most expensive public reads without end (ten of them pushed a cheap read from 3 ms to a
 * 241 ms median), create accounts at 72 a second (throwaway accounts inflated helpful votes), and
 * nothing would have stopped them sending password-reset mail to anyone. Each client address (an
 * IPv6 client by its /64, through http/client-address.ts) gets a budget per fixed window, counted
 * in the shared database counters like every other limit, and a 429 with Retry-After past it.
 *
 * The budgets are generous for people behind one address (clubhouse Wi-Fi, a carrier's NAT): a
 * course page with its restrooms and reviews is about a dozen reads. A location query counts as
 * LOCATION_READ_WEIGHT reads: it costs several times a plain one. Counts are configurable
 * (ADDRESS_RATE_LIMIT_*, 0 = off), e.g. for a benchmark that reads from one address at full speed.
 * Requests without a known address (no socket: the in-process tests) are not counted.
 */
import type { ErrorCode } from '../../shared/error-codes';
import type { Context, MiddlewareHandler } from 'hono';
import type { Executor } from '../db/client';
import { addressKey, clientAddress, UNKNOWN_ADDRESS, type TrustProxy } from '../http/client-address';
import type { AppEnv } from '../http/types';
import { defineRateLimit, hitRateLimit, tooManyRequests, type RateLimitRule } from './rate-limit';

export const ADDRESS_LIMITS = {
  /** GET requests under /api (health checks aside), per minute. */
  reads: { limit: 600, windowSeconds: 60 },
  /** Accounts created, per hour. */
  registrations: { limit: 20, windowSeconds: 60 * 60 },
  /** Verification and password-reset requests and their links, per hour. */
  accountEmails: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Downloads of the whole export (not its 304s), per hour: a file changes every few minutes at
   * most, and each is the catalogue, not one page of it.
   */
  exports: { limit: 20, windowSeconds: 60 * 60 },
  /** Password sign-ins, right or wrong, per 15 minutes: each is an argon2 check (login-limits.ts). */
  signIns: { limit: 100, windowSeconds: 15 * 60 },
  /** Session refreshes per 15 minutes: a golfer's device refreshes about once in that time. */
  refreshes: { limit: 300, windowSeconds: 15 * 60 },
  /**
   * Reports through a restroom's door sign, without an account (docs/product.md §12), per restroom
   * per hour: a device is known only by its address, so this counts per address and restroom.
   */
  signReports: { limit: 1, windowSeconds: 60 * 60 },
} as const;
type AddressLimitKind = keyof typeof ADDRESS_LIMITS;
export type AddressLimits = Record<AddressLimitKind, number>;

export const LOCATION_READ_WEIGHT = 5;

const ADDRESS_LIMITED_CODES: Record<AddressLimitKind, ErrorCode> = {
  reads: 'read_rate_limited',
  registrations: 'registration_rate_limited',
  accountEmails: 'mail_rate_limited',
  exports: 'exports_rate_limited',
  signIns: 'sign_ins_rate_limited',
  refreshes: 'refreshes_rate_limited',
  signReports: 'sign_report_rate_limited',
};
const ADDRESS_LIMITED_MESSAGES: Record<AddressLimitKind, string> = {
  reads: 'Too many requests from your network. Please wait a minute and try again.',
  registrations: 'Too many accounts were created from your network. Please try again later.',
  accountEmails: 'Too many account requests from your network. Please wait a while and try again.',
  exports: 'Too many downloads of the export from your network. Please try again later.',
  signIns: 'Too many sign-ins from your network. Please wait a few minutes and try again.',
  refreshes: 'Too many session renewals from your network. Please wait a few minutes and try again.',
  signReports:
    'A report about this restroom was sent from your network within the hour. Please try again later, or report from the course page.',
};

export type AddressRules = Partial<Record<AddressLimitKind, RateLimitRule>>;

export function addressRules(limits: Partial<AddressLimits> = {}): AddressRules {
  const rules: AddressRules = {};
  for (const kind of Object.keys(ADDRESS_LIMITS) as AddressLimitKind[]) {
    const limit = limits[kind] ?? ADDRESS_LIMITS[kind].limit;
    if (limit > 0) {
      rules[kind] = defineRateLimit({
        name: `address:${kind}`,
        limit,
        windowSeconds: ADDRESS_LIMITS[kind].windowSeconds,
      });
    }
  }
  return rules;
}

interface ScopedCount {
  scope: string;
  db: Executor;
}

export interface AddressLimiter {
  /**
   * Counts one request of `kind` from the caller's address; a 429 once its budget is spent.
   * `within`: counted apart per `scope` (e.g. one restroom), on the request's transaction `db`.
   */
  count(c: Context, kind: AddressLimitKind, weight?: number, within?: ScopedCount): Promise<void>;
  /** Middleware counting every read under /api except the health checks. */
  reads(): MiddlewareHandler<AppEnv>;
}

export function addressLimiter(db: Executor, rules: AddressRules, trust: TrustProxy): AddressLimiter {
  const count = async (c: Context, kind: AddressLimitKind, weight = 1, within?: ScopedCount) => {
    const rule = rules[kind];
    if (!rule) return;
    const address = clientAddress(c, trust);
    if (address === UNKNOWN_ADDRESS) return;
    const subject = within ? `${within.scope}:${addressKey(address)}` : addressKey(address);
    const hit = await hitRateLimit(within?.db ?? db, rule, subject, weight);
    if (!hit.allowed)
      throw tooManyRequests(
        ADDRESS_LIMITED_CODES[kind],
        ADDRESS_LIMITED_MESSAGES[kind],
        hit.retryAfterSeconds,
      );
  };
  return {
    count,
    reads: () => async (c, next) => {
      const method = c.req.method;
      if ((method === 'GET' || method === 'HEAD') && !c.req.path.startsWith('/api/health')) {
        const located = c.req.query('latitude') !== undefined || c.req.query('longitude') !== undefined;
        await count(c, 'reads', located ? LOCATION_READ_WEIGHT : 1);
      }
      await next();
    },
  };
}
