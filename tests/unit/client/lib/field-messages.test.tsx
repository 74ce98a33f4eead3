// @vitest-environment happy-dom
/**
 * Forms show the shared schemas' field messages in the golfer's language (issue 39,
 * lib/forms/field-messages.ts, docs/decisions.md §9): for the course page's forms, the claim form,
 * the admin's course form and the course set-up, every message the schema (or the hours library)
 * gives is one its area catalogue lists (so a reworded schema message fails here, not silently in
 * German), English shows each verbatim (docs/product.md's 'Restroom name is required'), German
 * says each in German with its number or reason in place, and an unknown message shows as it came.
 */
import { renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { useFieldMessage } from '../../../../src/client/lib/forms/field-messages';
import { setActiveCatalogue, type Catalogue } from '../../../../src/client/lib/i18n/catalogue';
import claims from '../../../../src/client/lib/i18n/catalogues/en/claims';
import courseDialogs from '../../../../src/client/lib/i18n/catalogues/en/course-dialogs';
import coursesAdmin from '../../../../src/client/lib/i18n/catalogues/en/courses-admin';
import setup from '../../../../src/client/lib/i18n/catalogues/en/setup';
import de from '../../../../src/client/lib/i18n/catalogues/messages-de';
import type { Message } from '../../../../src/client/lib/i18n/icu';
import { hoursProblem } from '../../../../src/shared/hours/engine';
import { ACCESS_NOTE_MAX, MAX_HOLE, OPENING_HOURS_MAX } from '../../../../src/shared/restroom-constants';
import { claimInputSchema } from '../../../../src/shared/schemas/claims';
import { courseInputSchema } from '../../../../src/shared/schemas/course-input';
import { courseSetupSchema } from '../../../../src/shared/schemas/course-setup';
import { toFieldErrors } from '../../../../src/shared/schemas/envelope';
import { restroomDetailsSchema, restroomInputSchema } from '../../../../src/shared/schemas/restrooms';
import { REVIEW_COMMENT_MAX, reviewInputSchema } from '../../../../src/shared/schemas/reviews';

afterEach(() => setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} }));
const showGerman = () =>
  setActiveCatalogue({ language: 'de', locale: 'de-DE', messages: de as Record<string, Message> });

const BELL = 'a \u0007 b';

/** Every message `schema` gives for each of `inputs`. */
function messagesOf(schema: v.GenericSchema, inputs: readonly unknown[]): string[] {
  return inputs.flatMap((input) => {
    const parsed = v.safeParse(schema, input);
    return parsed.success ? [] : toFieldErrors(parsed.issues).map(({ message }) => message);
  });
}

const RESTROOM = {
  courseId: '0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0b02',
  name: 'Clubhouse Main',
  locationType: 'clubhouse',
  facilityType: 'permanent',
  gender: 'unisex',
  accessibility: false,
  latitude: null,
  longitude: null,
} as const;

const badHours = hoursProblem('Mo-Xx 25:00') as string;

const COURSE = {
  name: 'Hillandale',
  address: '1600 Hillandale Rd',
  city: 'Durham',
  state: 'NC',
  zipCode: '27705',
  latitude: '36.0',
  longitude: '-78.9',
};

const PLACE = { access: 'public' };
const SETUP = { clubhouse: null, halfwayHouse: null, onCourse: [] };

/** Each form's area catalogue, and the messages its schema gives. */
const FORMS: [string, Catalogue, string[]][] = [
  [
    'the course page',
    courseDialogs,
    [
      ...messagesOf(
        restroomInputSchema,
        [
          { name: '' },
          { locationType: 'on-course', name: 'Hole 5 Restroom', holeNumber: null },
          { season: 'seasonal', openMonths: [] },
          { season: 'year_round', openMonths: [5] },
          { accessNote: 'x'.repeat(ACCESS_NOTE_MAX + 1) },
          { accessNote: BELL },
          { latitude: 1 },
          { latitude: 91, longitude: 1 },
          { latitude: 1, longitude: 181 },
        ].map((values) => ({ ...RESTROOM, ...values })),
      ),
      ...messagesOf(restroomDetailsSchema, [
        { openingHours: 'x'.repeat(OPENING_HOURS_MAX + 1) },
        { openingHours: 'Mo \u0007' },
      ]),
      ...messagesOf(reviewInputSchema, [
        { rating: 4, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) },
        { rating: 4, comment: BELL },
      ]),
      badHours,
    ],
  ],
  [
    'the claim form',
    claims,
    messagesOf(claimInputSchema, [
      { role: '', phone: '' },
      { role: 'x'.repeat(101), phone: 'x'.repeat(31), note: 'x'.repeat(1001) },
      { role: BELL, phone: 'call me', note: BELL },
    ]),
  ],
  [
    "the admin's course form",
    coursesAdmin,
    messagesOf(courseInputSchema, [
      { name: '', address: '', city: '', state: '', zipCode: '', latitude: '', longitude: '' },
      { ...COURSE, name: 'x'.repeat(201), city: 'x'.repeat(101), phone: 'x'.repeat(31), address: BELL },
      { ...COURSE, state: 'ZZ', zipCode: '12', latitude: 'north', longitude: 'west', website: 'golf' },
      { ...COURSE, zipCode: '1'.repeat(17), latitude: '91', longitude: '181' },
      { ...COURSE, zipCode: '1234\u0007', website: `https://${'x'.repeat(300)}.com` },
    ]),
  ],
  [
    'the course set-up',
    setup,
    [
      ...messagesOf(courseSetupSchema, [
        { ...SETUP, onCourse: [{ ...PLACE, hole: null, facilityType: null }] },
        { ...SETUP, onCourse: [{ ...PLACE, hole: MAX_HOLE + 1, facilityType: 'portable' }] },
        { ...SETUP, halfwayHouse: { ...PLACE, afterHole: null } },
        { ...SETUP, halfwayHouse: { ...PLACE, afterHole: 0 } },
        { ...SETUP, clubhouse: { ...PLACE, season: 'seasonal', openMonths: [] } },
        { ...SETUP, clubhouse: { ...PLACE, season: 'year_round', openMonths: [5] } },
        { ...SETUP, clubhouse: { ...PLACE, accessNote: 'x'.repeat(ACCESS_NOTE_MAX + 1) } },
        { ...SETUP, clubhouse: { ...PLACE, accessNote: BELL } },
        { ...SETUP, clubhouse: { ...PLACE, openingHours: 'x'.repeat(OPENING_HOURS_MAX + 1) } },
        { ...SETUP, clubhouse: { ...PLACE, openingHours: 'Mo \u0007' } },
      ]),
      badHours,
    ],
  ],
];

const fieldMessageOf = (catalogue: Catalogue) => renderHook(() => useFieldMessage(catalogue)).result.current;

describe('field messages of the forms', () => {
  it('each schema gives the messages its test asks for', () => {
    expect(FORMS.map(([, , messages]) => new Set(messages).size)).toEqual([14, 8, 21, 12]);
    expect(badHours).toMatch(/^Opening hours are not valid OpenStreetMap syntax: ./);
  });

  for (const [form, catalogue, messages] of FORMS) {
    it(`${form}: English shows each verbatim, German each in German`, () => {
      const english = fieldMessageOf(catalogue);
      for (const message of messages) expect(english(message)).toBe(message);
      showGerman();
      const german = fieldMessageOf(catalogue);
      for (const message of messages) expect(german(message), message).not.toBe(message);
    });
  }

  it('a number or a reason in a message keeps its place', () => {
    showGerman();
    expect(fieldMessageOf(claims)('Note must be at most 1000 characters')).toBe(
      'Die Anmerkung darf höchstens 1000 Zeichen lang sein',
    );
    expect(fieldMessageOf(setup)(badHours)).toBe(
      `Die Öffnungszeiten sind keine gültige OpenStreetMap-Angabe: ${badHours.split(': ').slice(1).join(': ')}`,
    );
    const dialogs = fieldMessageOf(courseDialogs);
    expect(dialogs('Restroom name is required')).toBe('Bitte wählen Sie einen Namen für die Toilette');
    expect(dialogs(`Comment must be at most ${REVIEW_COMMENT_MAX} characters`)).toBe(
      `Der Kommentar darf höchstens ${REVIEW_COMMENT_MAX} Zeichen lang sein`,
    );
  });

  it('a message it does not know shows as it came (English is the fallback)', () => {
    showGerman();
    const german = fieldMessageOf(coursesAdmin);
    expect(german('Something new the server says')).toBe('Something new the server says');
    expect(german(undefined)).toBeUndefined();
    // Only `.field.` messages match with places: `Are you sure you want to delete {name}?` is no field's.
    expect(german('Are you sure you want to delete Hillandale?')).toBe(
      'Are you sure you want to delete Hillandale?',
    );
  });
});
