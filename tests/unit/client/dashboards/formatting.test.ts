// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRating } from '../../../../src/shared/format';
import { formatDate } from '../../../../src/client/lib/format-date';
import {
  clearSavedAnswers,
  readSavedAnswer,
  savedAnswerKey,
  writeSavedAnswer,
} from '../../../../src/client/lib/saved-answers';
import { userStatsResultSchema } from '../../../../src/shared/schemas/users';

describe('dashboard numbers', () => {
  it('shows ratings to one decimal, 0.0 when there is none', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(3.456)).toBe('3.5');
    expect(formatRating(0)).toBe('0.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
  });

  it('shows dates as month, day and year, and an unreadable one as given', () => {
    expect(formatDate('2025-06-03T12:00:00.000Z')).toBe('Jun 3, 2025');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('saved answers', () => {
  afterEach(() => localStorage.clear());
  const stats = { stats: { totalReviews: 3, averageRating: 4.5, restroomsAdded: 1, helpfulVotes: 2 } };

  it('keeps the last answer per user with its time, and reads it back checked', () => {
    writeSavedAnswer(savedAnswerKey('u1', 'user-stats'), stats, 1000);
    expect(readSavedAnswer(savedAnswerKey('u1', 'user-stats'), userStatsResultSchema)).toEqual({
      data: stats,
      savedAt: 1000,
    });
    expect(readSavedAnswer(savedAnswerKey('u2', 'user-stats'), userStatsResultSchema)).toBeUndefined();
  });

  it('ignores an answer of another shape or broken JSON', () => {
    writeSavedAnswer(savedAnswerKey('u1', 'user-stats'), { stats: { totalReviews: 'many' } });
    expect(readSavedAnswer(savedAnswerKey('u1', 'user-stats'), userStatsResultSchema)).toBeUndefined();
    localStorage.setItem(savedAnswerKey('u1', 'x'), '{');
    expect(readSavedAnswer(savedAnswerKey('u1', 'x'), v.unknown())).toBeUndefined();
  });

  it('forgets one user without touching another', () => {
    writeSavedAnswer(savedAnswerKey('u1', 'a'), 1);
    writeSavedAnswer(savedAnswerKey('u2', 'a'), 2);
    clearSavedAnswers('u1');
    expect(readSavedAnswer(savedAnswerKey('u1', 'a'), v.number())).toBeUndefined();
    expect(readSavedAnswer(savedAnswerKey('u2', 'a'), v.number())?.data).toBe(2);
  });
});
