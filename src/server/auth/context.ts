/** What the auth routes need from the app: the database, the token signer and some config. */
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AfterAnswer } from '../http/after-answer';
import type { Mailer } from '../mail/mailer';
import type { AddressLimiter } from './address-limits';
import type { AccountLimits } from './login-limits';
import type { TokenRevocations } from './token-revocations';
import type { AccessTokens } from './tokens';

type AuthConfig = Pick<Config, 'publicUrl' | 'jwtSecret' | 'trustProxy' | 'google'> & {
  accountRateLimits?: Partial<AccountLimits>;
};

export interface AuthDeps {
  db: Database;
  accessTokens: AccessTokens;
  /** Told after a route ended sessions, so this process refuses their tokens at once. */
  revocations: TokenRevocations;
  config: AuthConfig;
  limiter: AddressLimiter;
  mailer: Mailer;
  /** Runs the mail (and forgot-password's lookup) after the answer, tracked for a clean stop. */
  afterAnswer: AfterAnswer;
}
