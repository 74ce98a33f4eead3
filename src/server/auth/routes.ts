/**
 * /api/auth: register, login, refresh, logout (docs/decisions.md §1), email verification and password
 * reset (accounts/routes.ts), and Google sign-in under /google.
 * Answers that carry tokens are marked no-store so no cache or proxy keeps a copy.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { loginRequestSchema, refreshRequestSchema, registerRequestSchema } from '../../shared/schemas';
import { bearerUser } from './guards';
import { accountRules } from './login-limits';
import { clientAddress } from '../http/client-address';
import { ok } from '../http/envelope';
import type { AppEnv } from '../http/types';
import { readJson, validate } from '../http/validate';
import type { AuthDeps } from './context';
import { accountRoutes, sendLater } from '../accounts/routes';
import { takenAddressMailFor, verificationFor } from '../accounts/service';
import { ApiError } from '../http/envelope';
import { googleRoutes } from './google/routes';
import { createRegistrationPace } from './registration-pace';
import { createPasswordUser, login, signIn } from './service';
import { endSession, refreshSession } from './sessions';

/** Logout's body is optional and never fails the request: only a string token is used. */
const logoutBodySchema = v.object({ refreshToken: v.optional(v.string()) });

async function optionalJson(text: Promise<string>): Promise<unknown> {
  try {
    const body = await text;
    return body.trim() === '' ? {} : JSON.parse(body);
  } catch {
    return {};
  }
}

export function authRoutes(deps: AuthDeps) {
  const { db, accessTokens, revocations, config, limiter } = deps;
  const sessions = { db, accessTokens, limits: accountRules(config.accountRateLimits) };
  const pace = createRegistrationPace();
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .post('/register', async (c) => {
      const input = validate(registerRequestSchema, await readJson(c));
      await limiter.count(c, 'registrations');
      const user = await createPasswordUser(db, input).catch(async (error: unknown) => {
        // docs/product.md §4: the refusal stays (a registration signs in at once), the address's
        // owner hears of it, and what follows the password's hash takes the time it takes for a
        // new account.
        if (!(error instanceof ApiError && error.code === 'email_taken')) throw error;
        const refused = performance.now();
        sendLater(c, deps, await takenAddressMailFor(db, config.publicUrl, input.email));
        await pace.waitOut(refused);
        throw error;
      });
      const created = performance.now();
      sendLater(c, deps, await verificationFor(db, config.publicUrl, user));
      const session = await signIn(sessions, user);
      pace.record(performance.now() - created);
      return ok(c, session, 201);
    })
    .post('/login', async (c) => {
      const input = validate(loginRequestSchema, await readJson(c));
      // Before any password is checked: each check is an argon2 hash, right or wrong.
      await limiter.count(c, 'signIns');
      const address = clientAddress(c, config.trustProxy);
      return ok(c, await login(sessions, input, address, c.var.logger));
    })
    .post('/refresh', async (c) => {
      const { refreshToken } = validate(refreshRequestSchema, await readJson(c));
      await limiter.count(c, 'refreshes');
      return ok(c, await refreshSession(sessions, refreshToken, c.var.logger));
    })
    .post('/logout', async (c) => {
      // docs/product.md §4: the client ignores the answer and forgets its tokens anyway; always 200.
      const body = v.safeParse(logoutBodySchema, await optionalJson(c.req.text()));
      await endSession(db, body.success ? body.output.refreshToken : undefined, await bearerUser(c));
      await revocations.sync();
      return ok(c, {});
    })
    .route('/', accountRoutes(deps))
    .route('/google', googleRoutes(deps, sessions));
}
