/** Helpers for tests that sign up, sign in and call guarded routes. */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import { createAdmin } from '../../../src/server/admin/service';
import type { Database } from '../../../src/server/db/client';
import { authResultSchema, successSchema, type AuthResult } from '../../../src/shared/schemas';
import type { TestContext } from './databases';

type Request = TestContext['request'];

export const PASSWORD = 'correct horse battery';

/** A fresh address per call, so tests never collide on the unique email. */
export const uniqueEmail = (label = 'golfer') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function register(
  request: Request,
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password' | 'role', string>> = {},
): Promise<AuthResult> {
  const res = await request(
    '/api/auth/register',
    postJson({
      firstName: 'Pat',
      lastName: 'Golfer',
      email: uniqueEmail(),
      password: PASSWORD,
      role: 'regular',
      ...overrides,
    }),
  );
  expect(res.status).toBe(201);
  return v.parse(successSchema(authResultSchema), await res.json()).data;
}

export async function login(request: Request, email: string, password = PASSWORD): Promise<AuthResult> {
  const res = await request('/api/auth/login', postJson({ email, password }));
  expect(res.status).toBe(200);
  return v.parse(successSchema(authResultSchema), await res.json()).data;
}

/** An admin made the way support makes one (the shared service), then signed in. */
export async function signInAsNewAdmin(db: Database, request: Request): Promise<AuthResult> {
  const email = uniqueEmail('admin');
  await createAdmin(db, { email, password: PASSWORD, firstName: 'Ada', lastName: 'Admin' });
  return login(request, email);
}

export async function errorOf(res: Response): Promise<{ status: number; message: string }> {
  const body = (await res.json()) as { success: boolean; message: string };
  expect(body.success).toBe(false);
  return { status: res.status, message: body.message };
}

/**
 * The Node server's bindings for app.request's third argument: the request then arrives from a
 * socket with this peer address, as through @hono/node-server (getConnInfo reads it).
 */
export function fromSocket(address: string) {
  const family = address.includes(':') ? 'IPv6' : 'IPv4';
  return { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: family } } };
}
