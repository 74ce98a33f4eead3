/**
 * The API envelope of docs/decisions.md §2. Every answer is `{ success: true, data }` or
 * `{ success: false, code, message, errors? }`; the client parses both with these schemas. `code`
 * is one of shared/error-codes.ts: the server always sends it (the OpenAPI document lists the
 * codes), the client reads any string or none, so an older client still reads a newer server's
 * new code and a proxy's error answer.
 */
import * as v from 'valibot';
import type { ErrorCode } from '../error-codes';

const fieldErrorSchema = v.object({ path: v.string(), message: v.string() });
export type FieldError = v.InferOutput<typeof fieldErrorSchema>;

export const errorBodySchema = v.object({
  success: v.literal(false),
  code: v.optional(v.string()),
  message: v.string(),
  errors: v.optional(v.array(fieldErrorSchema)),
});
export type ErrorBody = Omit<v.InferOutput<typeof errorBodySchema>, 'code'> & {
  code?: ErrorCode | (string & {});
};

export function successSchema<TData extends v.GenericSchema>(data: TData) {
  return v.object({ success: v.literal(true), data });
}

export interface SuccessBody<TData> {
  success: true;
  data: TData;
}

/**
 * Turns valibot issues into the envelope's `errors` list, keyed by dotted path. Only the first
 * issue of each field is kept: a blank email is 'Email is required', not also 'not an email'.
 */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
}
