/** Building blocks reused by the resource schemas. */
import * as v from 'valibot';

export const idSchema = v.pipe(v.string(), v.nonEmpty('Id is required'));
export const isoDateSchema = v.pipe(v.string(), v.isoTimestamp());

/**
 * Row ids and Idempotency-Keys are UUIDs. The server checks an id from a path before it reaches SQL:
 * anything else cannot name a row, and PostgreSQL answers a malformed uuid literal with an error
 * (a 500) where the answer should simply be "not found" (or a 400 for a key).
 */
const uuidSchema = v.pipe(v.string(), v.uuid());
export const isUuid = (value: string) => v.is(uuidSchema, value);

/**
 * Characters no stored text may hold: C0 controls other than tab, line feed and carriage return,
 * DEL, lone UTF-16 surrogates, and the bidirectional embedding, override and isolate controls
 * (U+202A–U+202E, U+2066–U+2069). PostgreSQL refuses NUL outright (a 500, were it not caught
 * here), and a lone surrogate would silently come back as U+FFFD, so both are refused up front.
 * The bidi controls reorder how the text around them is drawn: a name or comment holding one can
 * show other words than it contains, or spill its reversal into the text next to it on the page.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
export const isSafeText = (value: string) => !UNSAFE_TEXT.test(value);
const UNSAFE_TEXT_MESSAGE = 'Contains characters that are not allowed';

/** Refuses the characters above, with `label` naming the field when given. */
export const safeText = (label?: string) =>
  v.check<string, string>(
    isSafeText,
    label ? `${label} contains characters that are not allowed` : UNSAFE_TEXT_MESSAGE,
  );

const tooLong = (maxLength: number, label?: string) =>
  `${label ?? 'Must'}${label ? ' must' : ''} be at most ${maxLength} characters`;

/**
 * A required, trimmed, non-empty string with the spec's exact message.
 * Required fields are written `v.optional(schema, '')`: valibot reports an absent key with the
 * object's generic text, so the key defaults to '' and the field's own check names the problem.
 * `label` (e.g. 'Restroom name') makes the length and character messages name the field.
 */
export const requiredText = (message: string, maxLength = 200, label?: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(maxLength, tooLong(maxLength, label)),
      safeText(label),
    ),
    '',
  );

/** An optional free-text field: trimmed, empty strings become undefined. */
export const optionalText = (maxLength: number, label?: string) =>
  v.optional(
    v.pipe(
      v.string(label ? `${label} must be text` : undefined),
      v.trim(),
      v.maxLength(maxLength, tooLong(maxLength, label)),
      safeText(label),
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
