/**
 * Field messages for the forms: from the shared valibot schema before sending (the server validates
 * with the same schema, so the texts match), and from the server's `errors` list after. A field the
 * server refused for a reason with a code of its own (a common password, the demo's address) reads as
 * that code's message in Spanish or German (docs/decisions.md §9); `invalid_input`'s field texts are the
 * schema's own, which a form translates as it translates its own checks.
 */
import * as v from 'valibot';
import { toFieldErrors } from '../../../shared/schemas/envelope';
import { apiErrorBody } from '../api';
import { translate } from '../i18n/catalogue';

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

export type Validation<TSchema extends v.GenericSchema, TField extends string> =
  { success: true; output: v.InferOutput<TSchema> } | { success: false; errors: FieldErrors<TField> };

/** Checks a form's values against a shared schema; the first message of each field is kept. */
export function validateForm<TSchema extends v.GenericSchema, TField extends string>(
  schema: TSchema,
  values: Record<TField, unknown>,
): Validation<TSchema, TField> {
  const parsed = v.safeParse(schema, values);
  if (parsed.success) return { success: true, output: parsed.output };
  return { success: false, errors: asFieldErrors(toFieldErrors(parsed.issues), Object.keys(values)) };
}

/** The per-field messages of a failed call's error body, for the fields this form has. */
export function serverFieldErrors<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): FieldErrors<TField> {
  const body = apiErrorBody(error);
  // '' in English and for a code the catalogue lacks: the server's own field texts stay.
  const key = `errors.${body?.code}`;
  const coded = body?.code === 'invalid_input' ? '' : translate({ [key]: '' }, key);
  const list = body?.errors ?? [];
  return asFieldErrors(coded ? list.map(({ path }) => ({ path, message: coded })) : list, fields);
}

function asFieldErrors<TField extends string>(
  list: readonly { path: string; message: string }[],
  fields: readonly string[],
): FieldErrors<TField> {
  const errors: FieldErrors<TField> = {};
  for (const { path, message } of list) {
    if (fields.includes(path) && !(path in errors)) errors[path as TField] = message;
  }
  return errors;
}

/** The first field, in form order, that has an error. */
export function firstInvalid<TField extends string>(
  order: readonly TField[],
  errors: FieldErrors<TField>,
): TField | undefined {
  return order.find((field) => errors[field]);
}
