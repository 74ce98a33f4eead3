/** The Hono environment every router of the API shares. */
import type { RequestIdVariables } from 'hono/request-id';
import type { AccessTokens, AuthUser } from '../auth/tokens';
import type { Logger } from '../logger';

export interface AppEnv {
  Variables: RequestIdVariables & {
    logger: Logger;
    /** Verifies bearer tokens; app.ts provides it on every /api request for the guards. */
    accessTokens: AccessTokens;
    /**
     * The signed-in user. requireUser and requireRole guarantee it (their handlers see it as set);
     * optionalUser sets it when a valid token came along and leaves it undefined otherwise.
     */
    user?: AuthUser;
  };
}
