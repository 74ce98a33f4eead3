// @vitest-environment happy-dom
/**
 * Issue 20: the review dialog showed "11/13/2026" where the dashboard showed "Nov 13, 2026": month,
 * day and year, one format. Issue 39: in the golfer's locale, through the catalogue's
 * `{date, date, medium}` (docs/decisions.md §9), so a German golfer reads "13.11.2026".
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ReviewList } from '../../../../src/client/features/course-detail/components/review-list';
import { setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';
import de from '../../../../src/client/lib/i18n/catalogues/messages-de';

afterEach(() => {
  cleanup();
  setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} });
});

const createdAt = '2026-11-13T12:00:00.000Z';

const list = () => (
  <ReviewList
    isLoading={false}
    failed={false}
    reviews={[
      {
        _id: '6f1c1f52-7a8e-4a0b-9a59-2f8d3c1e0a01',
        userId: '6f1c1f52-7a8e-4a0b-9a59-2f8d3c1e0a02',
        restroomId: '6f1c1f52-7a8e-4a0b-9a59-2f8d3c1e0a03',
        userName: 'Ada L.',
        rating: 4,
        comment: 'Clean',
        createdAt,
      },
    ]}
  />
);

it('dates a review with month, day and year, as the dashboard does', () => {
  render(list());
  expect(screen.getByText('Nov 13, 2026')).toBeTruthy();
  expect(screen.queryByText(new Date(createdAt).toLocaleDateString('en-US'))).toBeNull();
});

it("dates a review in the golfer's locale", () => {
  setActiveCatalogue({ language: 'de', locale: 'de-AT', messages: de });
  render(list());
  expect(screen.getByText('13.11.2026')).toBeTruthy();
  expect(screen.getByText('Alle Bewertungen (1)')).toBeTruthy();
});
