/**
 * The review and add-restroom forms check their values with the server's own schemas before
 * queueing (issue 8): the length limits and the characters the server refuses come back as field
 * messages, worded exactly as the server's 400 would word them.
 */
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/client/lib/forms/field-errors';
import { TEXT_LIMITS } from '../../../src/shared/constants';
import { restroomInputSchema, reviewInputSchema } from '../../../src/shared/schemas';

const restroom = (name: string) => ({
  courseId: 'c1',
  name,
  locationType: 'clubhouse',
  holeNumber: null,
  facilityType: 'permanent',
  gender: 'unisex',
  accessibility: false,
});

describe('review form', () => {
  it(`accepts ${TEXT_LIMITS.reviewComment} characters and refuses one more, naming the limit`, () => {
    expect(
      validateForm(reviewInputSchema, { rating: 4, comment: 'a'.repeat(TEXT_LIMITS.reviewComment) }),
    ).toMatchObject({ success: true });
    expect(
      validateForm(reviewInputSchema, { rating: 4, comment: 'a'.repeat(TEXT_LIMITS.reviewComment + 1) }),
    ).toEqual({
      success: false,
      errors: { comment: `Comment must be at most ${TEXT_LIMITS.reviewComment} characters` },
    });
  });

  it('refuses control characters pasted into a comment, keeps tabs, line breaks and emoji', () => {
    expect(validateForm(reviewInputSchema, { rating: 4, comment: 'Clean\u0000' })).toEqual({
      success: false,
      errors: { comment: 'Comment contains characters that are not allowed' },
    });
    expect(validateForm(reviewInputSchema, { rating: 4, comment: 'Clean\tand\nbright 🏌️' })).toMatchObject({
      success: true,
      output: { comment: 'Clean\tand\nbright 🏌️' },
    });
  });
});

describe('add-restroom form', () => {
  it('gives the spec’s message for no name and the limit’s message for a long one', () => {
    expect(validateForm(restroomInputSchema, restroom(''))).toEqual({
      success: false,
      errors: { name: 'Restroom name is required' },
    });
    expect(validateForm(restroomInputSchema, restroom('x'.repeat(TEXT_LIMITS.restroomName + 1)))).toEqual({
      success: false,
      errors: { name: `Restroom name must be at most ${TEXT_LIMITS.restroomName} characters` },
    });
  });

  it('sends the name with runs of whitespace collapsed (what the duplicate check compares)', () => {
    expect(validateForm(restroomInputSchema, restroom('  Clubhouse   Main '))).toMatchObject({
      success: true,
      output: { name: 'Clubhouse Main' },
    });
  });
});
