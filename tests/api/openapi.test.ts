/**
 * The OpenAPI document (docs/product.md §11): it lists exactly the routes the app registers (so it
 * cannot drift from the code), it is a valid OpenAPI 3.1 document by two validators we did not
 * write, and the reference page renders it within the app's content security policy.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { describe, expect, it } from 'vitest';
import { buildApp, handleWithoutDatabase } from './helpers/app';
import { answerComplaint, OPENAPI } from './helpers/openapi';

const app = buildApp(handleWithoutDatabase());

/** `/api/courses/{id}` → `/api/courses/:id`, as Hono writes it. */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('the OpenAPI document', () => {
  it('documents every route the app registers, and nothing else', () => {
    const registered = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
        .map((route) => `${route.method} ${route.path}`),
    );
    const documented = new Set(
      Object.entries(OPENAPI.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${honoPath(path)}`),
      ),
    );
    const undocumented = [...registered].filter((route) => !documented.has(route));
    const unregistered = [...documented].filter((route) => !registered.has(route));
    // A failure here names the routes: add (or remove) their entries in src/server/openapi/catalogue.
    expect({ undocumented, unregistered }).toEqual({ undocumented: [], unregistered: [] });
    expect(registered.size).toBeGreaterThanOrEqual(50);
  });

  it('is served at /api/openapi.json, public and cacheable, and valid by @seriousme/openapi-schema-validator', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const served = (await res.json()) as unknown;
    expect(served).toEqual(JSON.parse(JSON.stringify(OPENAPI)));

    const result = await new Validator().validate(served as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is valid against the OpenAPI 3.1 schema by @hyperjump/json-schema', async () => {
    const output = await validate('https://spec.openapis.org/oas/3.1/schema-base', OPENAPI as never, 'BASIC');
    expect(output).toEqual({ valid: true });
  });

  it('names each operation once, and lets every signed-in write outside /api/auth carry an Idempotency-Key', () => {
    const operations = Object.entries(OPENAPI.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const keyed = operations.filter(
      ({ method, path, operation }) =>
        method !== 'get' && !path.startsWith('/api/auth/') && (operation.security ?? []).length > 0,
    );
    expect(keyed.length).toBeGreaterThanOrEqual(20);
    for (const { operation } of keyed) {
      expect(operation.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    }
  });

  it('answers a request body in the shape the client sends (transforms stop the schema, absent "required" fields are required)', () => {
    const register = OPENAPI.components.schemas.RegisterRequest;
    // firstName is `v.optional(…, '')` in the shared schema: its absence is refused, so it is required.
    expect(register?.required).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'password']),
    );
    expect(register?.required).not.toContain('role');
    // A course's latitude may be a number or a numeric string, as forms send it.
    expect(OPENAPI.components.schemas.CourseInput?.properties?.latitude).toEqual({
      anyOf: [{ type: 'number' }, { type: 'string', minLength: 1 }],
    });
  });
});

describe('the answer check every API test goes through', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('refuses an undocumented status, a body off its schema, and an unlisted route answering other than 404', async () => {
    const course = { success: true, data: { course: { _id: 'x', name: 'Pinehurst No. 2' } } };
    expect(
      await answerComplaint('GET', '/api/courses/x', json(418, { success: false, message: 'teapot' })),
    ).toMatch(/status 418 is not documented for GET \/api\/courses\/\{id\}/);
    expect(await answerComplaint('GET', '/api/courses/x', json(200, course))).toMatch(/required/);
    expect(await answerComplaint('GET', '/api/nowhere', json(200, { success: true, data: {} }))).toMatch(
      /no operation has this method and path/,
    );
  });

  it('accepts the error envelope for an unlisted route, and any answer outside /api', async () => {
    expect(
      await answerComplaint(
        'PATCH',
        '/api/courses',
        json(404, { success: false, code: 'route_not_found', message: 'Not found' }),
      ),
    ).toBe(undefined);
    expect(await answerComplaint('GET', '/courses', new Response('<html>', { status: 200 }))).toBe(undefined);
  });
});

describe('the reference page', () => {
  it('renders every operation on the server, with no script, no inline style, and our own stylesheet', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/https?:\/\//);
    for (const [path, item] of Object.entries(OPENAPI.paths)) {
      for (const operation of Object.values(item)) {
        expect(html).toContain(`id="${operation.operationId}"`);
      }
      expect(html).toContain(path);
    }
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
    expect(stylesheet).toBe('/api/docs/reference.css');
    const css = await app.request(stylesheet!);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('.operation');
  });
});
