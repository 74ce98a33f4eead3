import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { errorBodySchema, healthSchema, successSchema } from '../../src/shared/schemas';
import { buildApp, handleWithoutDatabase } from './helpers/app';
import { describeEachDatabase } from './helpers/databases';

describeEachDatabase('GET /api/health', (getCtx, kind) => {
  it('answers the envelope with the database reachable', async () => {
    const res = await getCtx().request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = v.parse(successSchema(healthSchema), await res.json());
    expect(body.data.status).toBe('ok');
    expect(body.data.version).toBe(packageJson.version);
    expect(body.data.database).toMatchObject({ kind, reachable: true });
    expect(body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 in the error envelope when the database does not answer', async () => {
    const { handle } = getCtx();
    const broken = { ...handle, ping: () => Promise.reject(new Error('connection refused')) };
    const res = await buildApp(broken).request('/api/health');
    expect(res.status).toBe(503);
    const body = (await res.json()) as Record<string, unknown>;
    v.parse(errorBodySchema, body);
    expect(body).toMatchObject({ success: false, data: { database: { kind, reachable: false } } });
  });

  it('gives every response a request id, and keeps one a proxy sent', async () => {
    const generated = await getCtx().request('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await getCtx().request('/api/health', { headers: { 'X-Request-Id': 'lb-1234' } });
    expect(forwarded.headers.get('x-request-id')).toBe('lb-1234');
  });
});

describe('GET /api/health/live', () => {
  it('answers ok without touching the database, even when the database is down', async () => {
    let pinged = false;
    const down = {
      ...handleWithoutDatabase(),
      ping: () => {
        pinged = true;
        return Promise.reject(new Error('connection refused'));
      },
    };
    const res = await buildApp(down).request('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Through the whole middleware stack: the request id is there like on every answer.
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ success: true, data: { status: 'ok' } });
    expect(pinged).toBe(false);
  });
});

describe('GET /api/health on a hung database', () => {
  it('reports unreachable after its ping time-out instead of hanging', async () => {
    const hung = {
      ...handleWithoutDatabase(),
      ping: () => new Promise<void>(() => {}),
    };
    const started = Date.now();
    const res = await buildApp(hung).request('/api/health');
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
