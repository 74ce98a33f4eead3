// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { achievementProgress as progressWith } from '../../../../src/client/features/dashboard/lib/achievements';
import { useT } from '../../../../src/client/lib/i18n/catalogue';
import dashboard from '../../../../src/client/lib/i18n/catalogues/en/dashboard';

/** In English, the catalogue's source (the words come from the dashboard catalogue). */
const t = renderHook(() => useT(dashboard)).result.current;
const achievementProgress = (stats: Parameters<typeof progressWith>[0]) => progressWith(stats, t);

describe('achievementProgress (docs/product.md §9)', () => {
  it('locks every one for a new user, with progress from zero', () => {
    const result = achievementProgress({ totalReviews: 0, restroomsAdded: 0 });
    expect(result.map((a) => [a.title, a.earned, a.progressLabel])).toEqual([
      ['First Review', false, '0 / 1 review'],
      ['Review Enthusiast', false, '0 / 10 reviews'],
      ['Contributor', false, '0 / 1 restroom added'],
      ['Course Scout', false, '0 / 5 questions answered'],
      ['Fact Finder', false, '0 / 1 fact settled'],
    ]);
  });

  it('counts quick answers and the facts they settled (docs/product.md §13)', () => {
    const [, , , scout, finder] = achievementProgress({
      totalReviews: 0,
      restroomsAdded: 0,
      answersGiven: 3,
      factsSettled: 1,
    });
    expect(scout).toMatchObject({ earned: false, progressLabel: '3 / 5 questions answered' });
    expect(finder).toMatchObject({ earned: true, progressLabel: '1 / 1 fact settled' });
  });

  it('earns First Review at one review and counts towards Review Enthusiast', () => {
    const [first, enthusiast, contributor] = achievementProgress({ totalReviews: 3, restroomsAdded: 1 });
    expect(first).toMatchObject({ earned: true, progressLabel: '1 / 1 review' });
    expect(enthusiast).toMatchObject({ earned: false, current: 3, progressLabel: '3 / 10 reviews' });
    expect(contributor).toMatchObject({ earned: true, progressLabel: '1 / 1 restroom added' });
  });

  it('earns Review Enthusiast at exactly ten and caps the progress there', () => {
    expect(achievementProgress({ totalReviews: 9, restroomsAdded: 0 })[1]!.earned).toBe(false);
    expect(achievementProgress({ totalReviews: 10, restroomsAdded: 0 })[1]!.earned).toBe(true);
    expect(achievementProgress({ totalReviews: 14, restroomsAdded: 0 })[1]).toMatchObject({
      current: 10,
      progressLabel: '10 / 10 reviews',
    });
  });
});
