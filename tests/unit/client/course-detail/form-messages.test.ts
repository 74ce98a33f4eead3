/**
 * The course page's forms show the shared schema's field messages in the golfer's language
 * (issue 39, course-detail/lib/form-messages.ts): each English text the map knows is one the schema
 * really gives (so a reworded schema message fails here, not silently in German), English shows
 * them verbatim (docs/product.md's 'Restroom name is required'), and an unknown one shows as it came.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fieldMessage } from '../../../../src/client/features/course-detail/lib/form-messages';
import { validateForm } from '../../../../src/client/lib/forms/field-errors';
import { setActiveCatalogue, type Translate } from '../../../../src/client/lib/i18n/catalogue';
import type en from '../../../../src/client/lib/i18n/catalogues/en/course-dialogs';
import de from '../../../../src/client/lib/i18n/catalogues/messages-de';
import { restroomDetailsSchema, restroomInputSchema } from '../../../../src/shared/schemas/restrooms';
import { reviewInputSchema } from '../../../../src/shared/schemas/reviews';
import { ACCESS_NOTE_MAX, OPENING_HOURS_MAX } from '../../../../src/shared/restroom-constants';
import { REVIEW_COMMENT_MAX } from '../../../../src/shared/schemas/reviews';
import { formatMessage, type Message } from '../../../../src/client/lib/i18n/icu';

afterEach(() => setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} }));

/** The catalogue's own formatting, as useT does it, without React. */
const translate =
  (messages: Record<string, Message>, locale: string): Translate<typeof en> =>
  (key, values = {}) => {
    const message = messages[key] ?? key;
    return typeof message === 'string' ? message : formatMessage(message, values, locale);
  };

const BASE = {
  courseId: '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0b02',
  name: 'Clubhouse Main',
  locationType: 'clubhouse',
  facilityType: 'permanent',
  gender: 'unisex',
  accessibility: false,
  latitude: null,
  longitude: null,
} as const;

/** Every field message the course page's three forms can meet, as the schema writes it. */
function schemaMessages(): string[] {
  const out: string[] = [];
  const add = (errors: Record<string, string | undefined>) =>
    out.push(...Object.values(errors).filter((message): message is string => Boolean(message)));
  const restroom = (values: Record<string, unknown>) => {
    const checked = validateForm(restroomInputSchema, { ...BASE, ...values });
    if (!checked.success) add(checked.errors);
  };
  restroom({ name: '' });
  restroom({ locationType: 'on-course', name: 'Hole 5 Restroom', holeNumber: null });
  restroom({ season: 'seasonal', openMonths: [] });
  restroom({ season: 'year_round', openMonths: [5] });
  restroom({ accessNote: 'x'.repeat(ACCESS_NOTE_MAX + 1) });
  restroom({ accessNote: 'a \u0007 b' });
  restroom({ latitude: 1 });
  restroom({ latitude: 91, longitude: 1 });
  restroom({ latitude: 1, longitude: 181 });
  for (const openingHours of ['x'.repeat(OPENING_HOURS_MAX + 1), 'Mo \u0007']) {
    const checked = validateForm(restroomDetailsSchema, { openingHours });
    if (!checked.success) add(checked.errors);
  }
  for (const comment of ['x'.repeat(REVIEW_COMMENT_MAX + 1), 'a \u0007 b']) {
    const checked = validateForm(reviewInputSchema, { rating: 4, comment });
    if (!checked.success) add(checked.errors);
  }
  return out;
}

describe('field messages of the course page forms', () => {
  const messages = schemaMessages();

  it('the schema gives the messages the map knows, and English shows each verbatim', async () => {
    const english = (await import('../../../../src/client/lib/i18n/catalogues/en/course-dialogs'))
      .default as Record<string, Message>;
    expect(new Set(messages).size).toBe(13);
    for (const message of messages) expect(fieldMessage(translate(english, 'en-US'), message)).toBe(message);
  });

  it('German says every one of them in German', () => {
    const t = translate(de as Record<string, Message>, 'de-DE');
    for (const message of messages) expect(fieldMessage(t, message), message).not.toBe(message);
    expect(fieldMessage(t, 'Restroom name is required')).toBe(
      'Bitte wählen Sie einen Namen für die Toilette',
    );
    expect(fieldMessage(t, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)).toBe(
      `Der Kommentar darf höchstens ${REVIEW_COMMENT_MAX} Zeichen lang sein`,
    );
  });

  it('a message it does not know shows as it came (English is the fallback)', () => {
    const t = translate(de as Record<string, Message>, 'de-DE');
    expect(fieldMessage(t, 'Something new the server says')).toBe('Something new the server says');
    expect(fieldMessage(t, undefined)).toBeUndefined();
  });
});
