// @vitest-environment happy-dom
/**
 * Issue 20: the review dialog showed "11/13/2026" where the dashboard showed "Nov 13, 2026". Both
 * now use lib/format-date.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ReviewList } from '../../../../src/client/features/course-detail/components/review-list';
import { formatDate } from '../../../../src/client/lib/format-date';

afterEach(cleanup);

it('dates a review in the review dialog as the dashboard does', () => {
  const createdAt = '2026-11-13T12:00:00.000Z';
  render(
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
    />,
  );
  expect(screen.getByText(formatDate(createdAt))).toBeTruthy();
  expect(screen.queryByText(new Date(createdAt).toLocaleDateString())).toBeNull();
});
