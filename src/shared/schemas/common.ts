/** Building blocks reused by the resource schemas. */
import * as v from 'valibot';

export const idSchema = v.pipe(v.string(), v.nonEmpty('Id is required'));
export const isoDateSchema = v.pipe(v.string(), v.isoTimestamp());

/**
 * A required, trimmed, non-empty string with the spec's exact message.
 * Required fields are written `v.optional(schema, '')`: valibot reports an absent key with the
 * object's generic text, so the key defaults to '' and the field's own check names the problem.
 */
export const requiredText = (message: string, maxLength = 200) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(maxLength, `Must be at most ${maxLength} characters`),
    ),
    '',
  );

/** An optional free-text field: trimmed, empty strings become undefined. */
export const optionalText = (maxLength: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(maxLength, `Must be at most ${maxLength} characters`),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );

export const paginationSchema = v.object({
  total: v.number(),
  pages: v.number(),
  page: v.number(),
});

/** The answer to a DELETE: `data: { deleted: true }`. */
export const deletedResultSchema = v.object({ deleted: v.literal(true) });
