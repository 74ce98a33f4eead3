/**
 * The shared schema's field messages in the golfer's language (docs/decisions.md §9). The schemas
 * (src/shared/schemas) speak English, the server's words too; the forms of the course page show
 * each message they can meet by its catalogue key, and an unknown one as it came (English is the
 * fallback, as for a server error's unknown code). tests/unit/client/course-detail/form-messages.test.ts
 * holds every English text here to what the schema really says.
 */
import { ACCESS_NOTE_MAX, OPENING_HOURS_MAX } from '../../../../shared/restroom-constants';
import { REVIEW_COMMENT_MAX } from '../../../../shared/schemas/reviews';
import type { Translate } from '../../../lib/i18n/catalogue';
import type en from '../../../lib/i18n/catalogues/en/course-dialogs';

type Key = keyof typeof en & `courseDialogs.field.${string}`;

const KNOWN: Readonly<Record<string, [Key, Record<string, number>?]>> = {
  'Restroom name is required': ['courseDialogs.field.nameRequired'],
  'Hole number is required for on-course restrooms': ['courseDialogs.field.holeRequired'],
  'A seasonal restroom needs the months it is open': ['courseDialogs.field.monthsNeeded'],
  'Open months are only for a seasonal restroom': ['courseDialogs.field.monthsOnlySeasonal'],
  [`Access note must be at most ${ACCESS_NOTE_MAX} characters`]: [
    'courseDialogs.field.accessNoteLong',
    { max: ACCESS_NOTE_MAX },
  ],
  'Access note contains characters that are not allowed': ['courseDialogs.field.accessNoteChars'],
  [`Comment must be at most ${REVIEW_COMMENT_MAX} characters`]: [
    'courseDialogs.field.commentLong',
    { max: REVIEW_COMMENT_MAX },
  ],
  'Comment contains characters that are not allowed': ['courseDialogs.field.commentChars'],
  [`Opening hours must be at most ${OPENING_HOURS_MAX} characters`]: [
    'courseDialogs.field.hoursLong',
    { max: OPENING_HOURS_MAX },
  ],
  'Opening hours contains characters that are not allowed': ['courseDialogs.field.hoursChars'],
  'Latitude and longitude go together': ['courseDialogs.field.positionTogether'],
  'Latitude must be between -90 and 90': ['courseDialogs.field.latitude'],
  'Longitude must be between -180 and 180': ['courseDialogs.field.longitude'],
};

/** The opening_hours library's own reason stays as it wrote it (shared/hours/engine.ts). */
const HOURS_SYNTAX = /^Opening hours are not valid OpenStreetMap syntax: (.*)$/s;

/** `message` (a shared schema's) in the golfer's language; as given when it is not one we know. */
export function fieldMessage(t: Translate<typeof en>, message: string): string;
export function fieldMessage(t: Translate<typeof en>, message: string | undefined): string | undefined;
export function fieldMessage(t: Translate<typeof en>, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = KNOWN[message];
  if (known) return t(known[0], known[1]);
  const syntax = HOURS_SYNTAX.exec(message);
  return syntax ? t('courseDialogs.field.hoursSyntax', { reason: syntax[1] ?? '' }) : message;
}

/** Each of `errors`' messages in the golfer's language. */
export function fieldMessages<F extends string>(
  t: Translate<typeof en>,
  errors: Partial<Record<F, string>>,
): Partial<Record<F, string>> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, fieldMessage(t, message as string | undefined)]),
  ) as Partial<Record<F, string>>;
}
