/** Request input checked with the shared valibot schemas, so client and server agree on messages. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { toFieldErrors } from '../../shared/schemas';
import { ApiError } from './envelope';

/** Parses `input` or throws a 400 whose message is the first issue's (the spec's wording). */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors = toFieldErrors(result.issues);
  throw new ApiError(400, 'invalid_input', errors[0]?.message ?? 'Invalid request', errors);
}

export const JSON_CONTENT_TYPE_MESSAGE = 'Request body must be JSON (Content-Type: application/json)';

/** application/json, with or without parameters, or any +json type (e.g. application/merge-patch+json). */
const isJsonContentType = (header: string | undefined) =>
  header !== undefined && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(header.trim());

/**
 * The JSON body, or an error in the envelope: 415 when the request does not say it is JSON (a form
 * post or text/plain body is never parsed as if it were), 400 when it is missing or malformed.
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonContentType(c.req.header('content-type')))
    throw new ApiError(415, 'json_required', JSON_CONTENT_TYPE_MESSAGE);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json', 'Request body must be valid JSON');
  }
  // Every body of the API is an object. valibot's object schema takes an array as one (with no
  // keys), so `[]` sent to a route whose fields are all optional would pass as "all unknown".
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_json', 'Request body must be a JSON object');
  }
  return body;
}
