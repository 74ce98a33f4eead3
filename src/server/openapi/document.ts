/**
 * The OpenAPI 3.1 document (docs/product.md §11), generated from the route catalogue and the shared
 * valibot schemas. Built once per process, on first request: it depends on the code only.
 */
import * as v from 'valibot';
import packageJson from '../../../package.json' with { type: 'json' };
import { successSchema } from '../../shared/schemas';
import { API_ROUTES } from './catalogue';
import { TAGS, type Access, type Body, type ErrorStatus, type RouteEntry } from './catalogue/types';
import { COMPONENT_SCHEMAS } from './components';
import { isPublicReadRoute } from '../http/validators';
import {
  ERROR_HEADERS,
  ERROR_TITLES,
  errorsOf,
  pathParameterNames,
  SHARED_ERRORS,
  takesIdempotencyKey,
  type SharedStatus,
} from './errors';
import {
  queryEntries,
  toComponentSchemas,
  toJsonSchemaOf,
  toQueryParameterSchema,
  type JsonSchema,
} from './json-schema';
import type {
  HttpMethod,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  RefObject,
  ResponseObject,
} from './types';

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const BEARER = 'bearerAuth';

/**
 * What a method and path the document does not list answer: 404 (http/errors.ts), unless
 * middleware that runs before routing (app.ts) answers first. Listed at the document's root as
 * `x-unlisted-routes`, a Responses Object: the shared answers by reference, the 404 in place.
 */
export const UNLISTED_ROUTES = 'x-unlisted-routes';
const UNLISTED_STATUSES: readonly SharedStatus[] = [413, 429, 500];
const UNKNOWN_ROUTE = 'Not Found: no route has this method and path.';

/** `/api/courses/:id` → `/api/courses/{id}`. */
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const operationId = (route: RouteEntry) =>
  [route.method.toLowerCase(), ...route.path.split(/[/:.-]/).filter((part) => part !== '' && part !== 'api')]
    .map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');

/** The success envelope of the shared schemas, around a named `data`. */
function envelope(data: JsonSchema): JsonSchema {
  const shape = toJsonSchemaOf(successSchema(v.unknown()));
  return { ...shape, properties: { ...shape.properties, data } };
}

const ROW_ID = toJsonSchemaOf(v.pipe(v.string(), v.uuid()));

function pathParameters(route: RouteEntry): ParameterObject[] {
  return pathParameterNames(route.path).map((name) => {
    const schema = route.params?.[name];
    if (schema) return { name, in: 'path', required: true, schema: toJsonSchemaOf(schema) };
    return {
      name,
      in: 'path',
      required: true,
      description: 'A row id; any other text finds nothing.',
      schema: ROW_ID,
    };
  });
}

function queryParameters(route: RouteEntry): ParameterObject[] {
  if (!route.query) return [];
  return Object.entries(queryEntries(route.query)).map(([name, schema]) => {
    const required = !v.safeParse(schema, undefined).success;
    // As for a body's field (json-schema.ts): a default that only gives a missing value its message
    // ('' for "courseId is required") is no default of a required parameter.
    const { default: _unused, ...withoutDefault } = toQueryParameterSchema(schema);
    return {
      name,
      in: 'query',
      required,
      schema: required ? withoutDefault : toQueryParameterSchema(schema),
    };
  });
}

/** A route's description, with the rules its query schema checks across parameters (in words). */
function description(route: RouteEntry): string | undefined {
  const rules = route.query ? toJsonSchemaOf(route.query).description : undefined;
  const text = [route.description, rules].filter(Boolean).join(' ');
  return text === '' ? undefined : text;
}

function security(access: Access): Pick<OperationObject, 'security' | 'x-roles'> {
  // An empty list: no token is needed (a missing one would leave it unsaid).
  if (access === 'public') return { security: [] };
  // An empty requirement first: a token is optional (the answer depends on who asks).
  if (access === 'optional') return { security: [{}, { [BEARER]: [] }] };
  if (access === 'user') return { security: [{ [BEARER]: [] }] };
  return { security: [{ [BEARER]: [] }], 'x-roles': [...access.roles] };
}

/**
 * A route whose 200 carries an ETag that If-None-Match may name: the export (its own validator) and
 * the public reads (http/validators.ts, a tag of the answer's bytes).
 */
const conditional = (route: RouteEntry) =>
  ('conditional' in route.answer && route.answer.conditional === true) ||
  (route.method === 'GET' && isPublicReadRoute(route.path));

const ETAG = { ETag: { $ref: '#/components/headers/ETag' } };
const NOT_MODIFIED: ResponseObject = {
  description: 'Not Modified: If-None-Match names the current ETag; no body.',
  headers: ETAG,
};

function success(route: RouteEntry): Record<string, ResponseObject> {
  const { answer } = route;
  if ('data' in answer) {
    const description = answer.status === 201 ? 'Created' : 'OK';
    const content = { 'application/json': { schema: envelope(schemaRef(answer.data)) } };
    if (!conditional(route)) return { [answer.status]: { description, content } };
    return { [answer.status]: { description, headers: ETAG, content }, 304: NOT_MODIFIED };
  }
  if (answer.status === 302) {
    return {
      302: { description: answer.description, headers: { Location: { schema: { type: 'string' } } } },
    };
  }
  const content = { [answer.contentType]: {} };
  if (!conditional(route)) return { 200: { description: answer.description, content } };
  return { 200: { description: answer.description, headers: ETAG, content }, 304: NOT_MODIFIED };
}

/** An error answer: the envelope (or, for 503, the health report in it), with the status's header. */
function errorResponse(status: ErrorStatus, reasons: readonly string[]): ResponseObject {
  const header = ERROR_HEADERS[status];
  const body = status === 503 ? 'HealthUnavailable' : 'ErrorBody';
  return {
    description: `${ERROR_TITLES[status]}. ${reasons.join(' ')}`,
    content: { 'application/json': { schema: schemaRef(body) } },
    ...(header ? { headers: { [header]: { $ref: `#/components/headers/${header}` } } } : {}),
  };
}

const RESPONSES = '#/components/responses/';
const responseRef = (name: string): RefObject => ({ $ref: `${RESPONSES}${name}` });

/** A response as written in place, or the shared one its `$ref` names (with that name). */
export function resolveResponse(
  document: OpenApiDocument,
  response: ResponseObject | RefObject,
): { response: ResponseObject; shared?: string } {
  if (!('$ref' in response)) return { response };
  const shared = response.$ref.slice(RESPONSES.length);
  const found = document.components.responses[shared];
  if (!response.$ref.startsWith(RESPONSES) || !found) throw new Error(`No response ${response.$ref}`);
  return { response: found, shared };
}

function errors(route: RouteEntry): Record<string, ResponseObject | RefObject> {
  return Object.fromEntries(
    [...errorsOf(route)].map(([status, reasons]) => {
      const shared = status in SHARED_ERRORS ? SHARED_ERRORS[status as SharedStatus] : undefined;
      const only = shared && reasons.length === 1 && reasons[0] === shared.reason;
      return [String(status), only ? responseRef(shared.name) : errorResponse(status, reasons)];
    }),
  );
}

function requestBody(body: Body): NonNullable<OperationObject['requestBody']> {
  if ('lenient' in body) return { required: false, description: body.lenient, content: { '*/*': {} } };
  return { required: !body.optional, content: { 'application/json': { schema: schemaRef(body.schema) } } };
}

function operation(route: RouteEntry): OperationObject {
  const parameters: OperationObject['parameters'] = [...pathParameters(route), ...queryParameters(route)];
  if (takesIdempotencyKey(route)) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  if (conditional(route)) parameters.push({ $ref: '#/components/parameters/IfNoneMatch' });
  return {
    operationId: operationId(route),
    summary: route.summary,
    ...(description(route) ? { description: description(route) } : {}),
    tags: [route.tag],
    ...security(route.access),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body ? { requestBody: requestBody(route.body) } : {}),
    responses: { ...success(route), ...errors(route) },
  };
}

const DESCRIPTION = `The API of Fairway Relief, the golf community's restroom directory, generated from the schemas its client and server share.

- Every JSON answer is an envelope: \`{ "success": true, "data": … }\`, or \`{ "success": false, "message": "…", "errors"?: [{ "path", "message" }] }\` with a truthful status.
- Signed-in calls send \`Authorization: Bearer <accessToken>\` (from sign-in, register or refresh; access tokens are short-lived, refresh tokens rotate).
- Public reads (the catalogue, restrooms, reviews, legal documents, statistics, this reference) carry a weak \`ETag\`: a request whose \`If-None-Match\` names it gets 304 with no body. Without a token they are \`Cache-Control: public\` for a short \`max-age\`; with one, \`private, no-cache\`. Personal answers are \`no-store\`.
- Writes of a signed-in user may carry an \`Idempotency-Key\` (a UUID): a resend with the same key gets the first answer again, marked \`Idempotent-Replayed: true\`, and nothing is written twice.
- Any path or method not listed here answers 404 with the error envelope; checks that run before routing may answer first: 413 (a body over 1 MB), 429 (too many reads). \`${UNLISTED_ROUTES}\` lists them.`;

const errorBody = { 'application/json': { schema: schemaRef('ErrorBody') } };

function buildOpenApiDocument(routes: readonly RouteEntry[] = API_ROUTES): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase() as HttpMethod]: operation(route) };
  }
  const used = new Set(routes.map((route) => route.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fairway Relief API',
      version: packageJson.version,
      description: DESCRIPTION,
      // The public data it serves (docs/product.md §11, attribution and licence).
      license: { name: 'Open Database License 1.0', identifier: 'ODbL-1.0' },
    },
    // Relative: the server this document is served from (its paths begin with /api).
    servers: [{ url: '/', description: 'This server' }],
    tags: Object.entries(TAGS)
      .filter(([name]) => used.has(name as keyof typeof TAGS))
      .map(([name, description]) => ({ name, description })),
    paths,
    [UNLISTED_ROUTES]: {
      404: { description: UNKNOWN_ROUTE, content: errorBody },
      ...Object.fromEntries(
        UNLISTED_STATUSES.map((status) => [status, responseRef(SHARED_ERRORS[status].name)]),
      ),
    },
    components: {
      schemas: toComponentSchemas(COMPONENT_SCHEMAS),
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'A UUID made by the client: a resend with it gets the first answer again, and writes nothing.',
          schema: { type: 'string', format: 'uuid' },
        },
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description:
            'ETags of copies the client holds (a list, or `*`): when one is current, the answer is 304 with no body.',
          schema: { type: 'string' },
        },
      },
      headers: {
        ETag: {
          description: 'The version of the answer (weak); send it back as If-None-Match.',
          schema: { type: 'string' },
        },
        'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'string' } },
        'WWW-Authenticate': {
          description: '`Bearer`, with `error="invalid_token"` for a bad token.',
          schema: { type: 'string' },
        },
      },
      responses: Object.fromEntries(
        UNLISTED_STATUSES.map((status) => [
          SHARED_ERRORS[status].name,
          errorResponse(status, [SHARED_ERRORS[status].reason]),
        ]),
      ),
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from sign-in, register or refresh.',
        },
      },
    },
  };
}

let built: OpenApiDocument | undefined;

/** The document of this build (the catalogue does not change while the process runs). */
export function openApiDocument(): OpenApiDocument {
  return (built ??= buildOpenApiDocument());
}
