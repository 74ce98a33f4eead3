/** The Hono environment every router of the API shares. */
import type { RequestIdVariables } from 'hono/request-id';
import type { BearerChecks } from '../auth/bearer-checks';
import type { AuthUser } from '../auth/tokens';
import type { DbNode } from '../db/client';
import type { Logger } from '../logger';

export interface AppEnv {
  Variables: RequestIdVariables & {
    logger: Logger;
    /** Checks bearer tokens; app.ts provides it on every /api request for the guards. */
    bearer: BearerChecks;
    /**
     * The signed-in user. requireUser and requireRole guarantee it (their handlers see it as set);
     * optionalUser sets it when a valid token came along and leaves it undefined otherwise.
     */
    user?: AuthUser;
    /**
     * The request's moment, from the app's clock (app.ts): what "active", "expired" and "this
     * month" mean for every row the request reads or writes. Tests move the clock instead of sleeping.
     */
    now: Date;
    /**
     * The Idempotency-Key this write runs under (idempotency/middleware.ts), when it has one. A write
     * whose effect a later rule could hide from its own resend (a status report a confirmation has
     * settled) keeps it on its row, so the resend finds itself.
     */
    requestKey?: string;
    /**
     * Runs a public read's queries (http/read-routing.ts): on a read replica that has caught up with
     * the caller's own writes when replicas are configured, else (and on any other route) on the
     * primary. A replica failing under it hands the read to the primary.
     */
    publicRead: <T>(run: (node: DbNode) => Promise<T>) => Promise<T>;
    /** The write queued notifications: app.ts nudges the notifier once its transaction committed. */
    notificationsQueued?: boolean;
  };
}
