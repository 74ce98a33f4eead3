/** What the guards (guards.ts) check a bearer token with; app.ts provides it on /api/*. */
import type { Executor } from '../db/client';
import type { TokenRevocations } from './token-revocations';
import type { AccessTokens } from './tokens';

export interface BearerChecks {
  tokens: AccessTokens;
  revocations: TokenRevocations;
  /** Where requireRole reads the account's current role. */
  db: Executor;
}
