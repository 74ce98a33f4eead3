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
  throw new ApiError(400, errors[0]?.message ?? 'Invalid request', errors);
}

/** The JSON body, or a 400 in the envelope when it is missing or malformed. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON');
  }
}
