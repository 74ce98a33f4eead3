/**
 * The app's answers and requests judged by its OpenAPI document (docs/product.md §11), with a
 * validator we did not write: @hyperjump/json-schema's OpenAPI 3.1 dialect, reading the document
 * itself (schemas are reached by JSON pointer into it, `$ref`s resolved as the document says).
 *
 * - answerComplaint: is this answer one the document allows for this method and path? Its status
 *   must be listed for the operation (a `default` would not count: there is none), its content type
 *   one of that status's, and a JSON body valid against its schema. A method and path the document
 *   does not list must answer as its `x-unlisted-routes` says (404, or a check run before routing).
 * - requestComplaints: is this request one the document allows? Used by the contract tests to be
 *   sure a request they broke on purpose is really outside the document.
 */
import { addUriSchemePlugin } from '@hyperjump/browser';
import '@hyperjump/json-schema/formats-lite';
import {
  setShouldValidateFormat,
  validate,
  type OutputUnit,
  type Validator,
} from '@hyperjump/json-schema/openapi-3-1';
import { openApiDocument, resolveResponse, UNLISTED_ROUTES } from '../../../src/server/openapi/document';
import type {
  HttpMethod,
  OperationObject,
  ParameterObject,
  ResponseObject,
} from '../../../src/server/openapi/types';

export const OPENAPI = openApiDocument();
const DOCUMENT_URI = 'fairway-test://api/openapi.json';

// The document is served to the validator from memory, as a file named *.openapi.json would be.
addUriSchemePlugin('fairway-test', {
  retrieve: async () => {
    const response = new Response(JSON.stringify(OPENAPI), {
      headers: { 'Content-Type': 'application/openapi+json' },
    });
    Object.defineProperty(response, 'url', { value: DOCUMENT_URI });
    return response;
  },
});
setShouldValidateFormat(true);

const pointer = (...tokens: string[]) =>
  tokens.map((token) => encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

const validators = new Map<string, Promise<Validator>>();
function validatorAt(...tokens: string[]): Promise<Validator> {
  const uri = `${DOCUMENT_URI}#/${pointer(...tokens)}`;
  let found = validators.get(uri);
  if (!found) {
    found = validate(uri);
    validators.set(uri, found);
  }
  return found;
}

function valueAt(value: unknown, instanceLocation: string): unknown {
  const tokens = instanceLocation.replace(/^#\/?/, '').split('/').filter(Boolean);
  return tokens.reduce<unknown>((current, token) => {
    const key = decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
    return current !== null && typeof current === 'object'
      ? (current as Record<string, unknown>)[key]
      : undefined;
  }, value);
}

/** The validator's findings in words: where, which keyword, and the value found there. */
function explain(errors: OutputUnit[] | undefined, value: unknown): string {
  const lines = (errors ?? []).map((unit) => {
    const keyword = unit.keyword.slice(unit.keyword.lastIndexOf('/') + 1);
    const schema = unit.absoluteKeywordLocation.slice(unit.absoluteKeywordLocation.indexOf('#'));
    const found = JSON.stringify(valueAt(value, unit.instanceLocation)) ?? 'nothing';
    return `${unit.instanceLocation || '#'} fails "${keyword}" (${decodeURIComponent(schema)}); found ${found.slice(0, 200)}`;
  });
  return lines.length > 0 ? lines.join('; ') : 'invalid';
}

async function schemaComplaint(tokens: string[], value: unknown): Promise<string | undefined> {
  const check = await validatorAt(...tokens);
  // Judged as it travels: what JSON keeps of it (a field set to undefined is no field).
  const sent: unknown = value === undefined ? null : JSON.parse(JSON.stringify(value));
  // FLAG first: it answers valid or not without building the output units, and nearly every
  // answer is valid. Only a failure is judged again in BASIC, for the findings in words.
  if (check(sent as Parameters<Validator>[0], 'FLAG').valid) return undefined;
  const output = check(sent as Parameters<Validator>[0], 'BASIC');
  return output.valid ? undefined : explain(output.errors, value);
}

export interface MatchedOperation {
  /** The document's path template, e.g. `/api/courses/{id}`. */
  path: string;
  method: HttpMethod;
  operation: OperationObject;
  params: Record<string, string>;
}

const templates = Object.keys(OPENAPI.paths).map((template) => {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('/');
  return { template, names, pattern: new RegExp(`^${source}$`) };
});

/** A path segment as Hono reads it: decoded, or as it came when it is not valid percent-encoding. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The operation a method and path reach; literal segments win over templated ones, as in Hono. */
export function matchOperation(method: string, pathname: string): MatchedOperation | undefined {
  const key = method.toLowerCase() as HttpMethod;
  const candidates = templates
    .map(({ template, names, pattern }) => ({ template, names, match: pattern.exec(pathname) }))
    .filter(({ template, match }) => match && OPENAPI.paths[template]?.[key])
    .sort((a, b) => a.names.length - b.names.length);
  const best = candidates[0];
  const operation = best && OPENAPI.paths[best.template]?.[key];
  if (!best?.match || !operation) return undefined;
  const params = Object.fromEntries(
    best.names.map((name, i) => [name, decodedSegment(best.match?.[i + 1] ?? '')]),
  );
  return { path: best.template, method: key, operation, params };
}

const baseType = (contentType: string | null) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');

async function bodyComplaint(
  tokens: string[],
  response: ResponseObject,
  answer: Response,
  readBody: boolean,
): Promise<string | undefined> {
  const documented = Object.keys(response.content ?? {});
  const type = baseType(answer.headers.get('content-type'));
  if (documented.length === 0) {
    const text = readBody ? await answer.clone().text() : '';
    return text === '' ? undefined : `no body is documented, and one came (${type || 'no content type'})`;
  }
  const mediaType = documented.find((candidate) => candidate === type);
  if (!mediaType) return `content type ${type || '(none)'} is not among ${documented.join(', ')}`;
  if (!readBody || !response.content?.[mediaType]?.schema || !isJsonType(mediaType)) return undefined;
  const text = await answer.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `the body is not JSON: ${text.slice(0, 200)}`;
  }
  return schemaComplaint([...tokens, 'content', mediaType, 'schema'], body);
}

/** Why the document does not allow this answer, or undefined when it does (see the top of the file). */
export async function answerComplaint(
  method: string,
  url: string,
  answer: Response,
): Promise<string | undefined> {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return undefined;
  // A CORS preflight (apiCors, when origins are configured) is the browser's, not an operation.
  if (method === 'OPTIONS' && answer.status === 204) return undefined;
  const readBody = method !== 'HEAD';
  const matched = matchOperation(method === 'HEAD' ? 'GET' : method, pathname);
  const [responses, tokens] = matched
    ? [matched.operation.responses, ['paths', matched.path, matched.method, 'responses']]
    : [OPENAPI[UNLISTED_ROUTES], [UNLISTED_ROUTES]];
  const status = String(answer.status);
  const written = responses[status];
  if (!written) {
    const listed = Object.keys(responses).join(', ');
    return matched
      ? `status ${status} is not documented for ${matched.method.toUpperCase()} ${matched.path} (documented: ${listed})`
      : `no operation has this method and path, and ${status} is not among what such requests answer (${listed})`;
  }
  // A shared answer is checked where it is written: its schema's `$ref`s resolve from there.
  const { response, shared } = resolveResponse(OPENAPI, written);
  return bodyComplaint(
    shared ? ['components', 'responses', shared] : [...tokens, status],
    response,
    answer,
    readBody,
  );
}

export interface RequestParts {
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The body as sent; `json` when it was sent as JSON. */
  body?: { json: unknown } | { raw: string; contentType: string };
}

function parameterAt(
  operation: MatchedOperation,
  index: number,
): { tokens: string[]; parameter: ParameterObject } {
  const entry = operation.operation.parameters?.[index];
  if (!entry) throw new Error('no such parameter');
  if (!('$ref' in entry))
    return {
      tokens: ['paths', operation.path, operation.method, 'parameters', String(index)],
      parameter: entry,
    };
  const name = entry.$ref.slice(entry.$ref.lastIndexOf('/') + 1);
  const parameter = OPENAPI.components.parameters[name];
  if (!parameter) throw new Error(`unknown parameter ${entry.$ref}`);
  return { tokens: ['components', 'parameters', name], parameter };
}

/** A serialised parameter read back as its schema's type says (form style, the default). */
function deserialise(text: string, schema: ParameterObject['schema']): unknown {
  if (
    (schema.type === 'number' || schema.type === 'integer') &&
    text.trim() !== '' &&
    Number.isFinite(Number(text))
  ) {
    return Number(text);
  }
  return text;
}

/** Why the document does not allow this request, as a list (empty when it does). */
export async function requestComplaints(operation: MatchedOperation, parts: RequestParts): Promise<string[]> {
  const complaints: string[] = [];
  const lowerHeaders = Object.fromEntries(
    Object.entries(parts.headers).map(([k, value]) => [k.toLowerCase(), value]),
  );
  for (const index of (operation.operation.parameters ?? []).keys()) {
    const { tokens, parameter } = parameterAt(operation, index);
    const raw =
      parameter.in === 'path'
        ? operation.params[parameter.name]
        : parameter.in === 'query'
          ? parts.query[parameter.name]
          : lowerHeaders[parameter.name.toLowerCase()];
    if (raw === undefined) {
      if (parameter.required) complaints.push(`${parameter.in} parameter ${parameter.name} is missing`);
      continue;
    }
    const complaint = await schemaComplaint([...tokens, 'schema'], deserialise(raw, parameter.schema));
    if (complaint) complaints.push(`${parameter.in} parameter ${parameter.name}: ${complaint}`);
  }
  const security = operation.operation.security ?? [];
  const anonymousAllowed =
    security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
  if (!anonymousAllowed && !/^Bearer \S+$/.test(lowerHeaders.authorization ?? ''))
    complaints.push('no bearer token');
  const requestBody = operation.operation.requestBody;
  if (requestBody && parts.body) {
    const type = 'raw' in parts.body ? baseType(parts.body.contentType) : 'application/json';
    // The most particular media type the document gives for it (`*/*` takes anything).
    const mediaType = requestBody.content[type] ? type : requestBody.content['*/*'] ? '*/*' : undefined;
    const media = mediaType ? requestBody.content[mediaType] : undefined;
    if (!mediaType) complaints.push(`body type ${type} is not documented`);
    else if (media?.schema && isJsonType(mediaType)) {
      let json: unknown = 'json' in parts.body ? parts.body.json : undefined;
      if ('raw' in parts.body) {
        try {
          json = JSON.parse(parts.body.raw);
        } catch {
          complaints.push('the body is not JSON');
        }
      }
      const tokens = [
        'paths',
        operation.path,
        operation.method,
        'requestBody',
        'content',
        mediaType,
        'schema',
      ];
      const complaint = json === undefined ? undefined : await schemaComplaint(tokens, json);
      if (complaint) complaints.push(`body: ${complaint}`);
    }
  } else if (requestBody?.required && !parts.body) complaints.push('the body is missing');
  return complaints;
}
