/**
 * The error-handling module on its own (fresh Hono apps wired with installErrorHandling) and the
 * envelope behaviour of the real app for unknown paths and oversized bodies.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/http/envelope';
import { INTERNAL_ERROR_MESSAGE, installErrorHandling } from '../../src/server/http/errors';
import type { AppEnv } from '../../src/server/http/types';
import { readJson, validate } from '../../src/server/http/validate';
import { registerRequestSchema } from '../../src/shared/schemas';
import { buildApp, captureLogger, handleWithoutDatabase, silentLogger } from './helpers/app';

function appWithErrorHandling(logger = silentLogger) {
  const app = new Hono<AppEnv>();
  installErrorHandling(app, logger);
  return app;
}

describe('error handler', () => {
  it('answers an unexpected error with a generic 500 and no stack, and logs the stack', async () => {
    const { logger, lines } = captureLogger();
    const app = appWithErrorHandling(logger);
    app.get('/boom', () => {
      throw new Error('db password is hunter2 at /srv/app/queries.ts:42');
    });
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      code: 'internal_error',
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/\bat .+:\d+/);
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(JSON.stringify(logged?.err)).toContain('hunter2');
  });

  it('passes an ApiError through with its status, message and field errors', async () => {
    const app = appWithErrorHandling();
    app.get('/conflict', () => {
      throw new ApiError(409, 'duplicate_review', 'You have already reviewed this restroom', [
        { path: 'rating', message: 'x' },
      ]);
    });
    const res = await app.request('/conflict');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      code: 'duplicate_review',
      message: 'You have already reviewed this restroom',
      errors: [{ path: 'rating', message: 'x' }],
    });
  });

  it("keeps a 4xx HTTPException's message in the envelope", async () => {
    const app = appWithErrorHandling();
    app.get('/teapot', () => {
      throw new HTTPException(401, { message: 'Please sign in' });
    });
    const res = await app.request('/teapot');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, code: 'auth_required', message: 'Please sign in' });
  });

  it('turns a malformed JSON body into a 400 envelope', async () => {
    const app = appWithErrorHandling();
    app.post('/echo', async (c) => c.json({ success: true, data: await readJson(c) }));
    const res = await app.request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"rating": 5,',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      code: 'invalid_json',
      message: 'Request body must be valid JSON',
    });
    const good = await app.request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"rating":5}',
    });
    expect(await good.json()).toEqual({ success: true, data: { rating: 5 } });
  });

  it("validate() answers 400 with the shared schema's message and every field error", async () => {
    const app = appWithErrorHandling();
    app.post('/register', async (c) =>
      c.json({ success: true, data: validate(registerRequestSchema, await readJson(c)) }),
    );
    const res = await app.request('/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: ' ',
        lastName: 'Golfer',
        email: 'casey@example.com',
        password: '123',
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { path: string; message: string }[] };
    expect(body.message).toBe('First name is required');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'First name is required' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
  });
});

describe('the real app', () => {
  const app = () => buildApp(handleWithoutDatabase());

  it('answers unknown /api paths with a JSON 404 envelope, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app().request('/api/no-such-thing', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ success: false, code: 'route_not_found', message: 'Not found' });
    }
  });

  it('refuses a body over 1 MB with a 413 envelope', async () => {
    const body = 'x'.repeat(1024 * 1024 + 1);
    const res = await app().request('/api/legal/terms_of_service', {
      method: 'POST',
      headers: { 'content-length': String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      success: false,
      code: 'body_too_large',
      message: 'Request body is too large',
    });
  });

  it('logs one access line per request with request id, method, path, status and duration', async () => {
    const { logger, lines } = captureLogger();
    const res = await buildApp(handleWithoutDatabase(), { logger }).request('/api/nope?x=1');
    const line = lines.find((l) => l.msg === 'request');
    expect(line).toMatchObject({
      method: 'GET',
      path: '/api/nope',
      status: 404,
      requestId: res.headers.get('x-request-id'),
    });
    expect(typeof line?.ms).toBe('number');
  });
});
