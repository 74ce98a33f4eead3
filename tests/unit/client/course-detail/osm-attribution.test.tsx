// @vitest-environment happy-dom
/**
 * Issue 16 (docs/product.md §11): a restroom imported from OpenStreetMap says so on its card, with
 * the attribution its licence asks for; a golfer's own restroom does not carry it. The course page
 * credits OpenStreetMap for its course data under the list.
 */
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CourseScreen, golferOutboxPerTest, newClient, restroom, wrapperWith } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

golferOutboxPerTest();

it('marks an imported restroom "From OpenStreetMap" with its attribution, and only that one', async () => {
  const imported = { ...restroom(1), source: 'openstreetmap' as const, osmId: 'node/123' };
  const golfers = restroom(2);
  render(<CourseScreen restrooms={[imported, golfers]} />, { wrapper: wrapperWith(newClient()) });

  const importedCard = await screen.findByRole('listitem', { name: imported.name });
  expect(
    within(importedCard).getByText('From OpenStreetMap · © OpenStreetMap contributors, ODbL'),
  ).toBeTruthy();
  const golfersCard = await screen.findByRole('listitem', { name: golfers.name });
  expect(within(golfersCard).queryByText(/OpenStreetMap/)).toBeNull();
});
