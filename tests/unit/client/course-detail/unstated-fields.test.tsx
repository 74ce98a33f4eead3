// @vitest-environment happy-dom
/**
 * Unknown stays unknown (issue 38, docs/product.md §11): a type or gender no source stated is
 * stored as the default but named in the answer's `unstated`, and the card leaves it out instead of
 * saying "Unisex" as a fact. A device copy saved before the field parses as all stated.
 */
import { render, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { restroomSchema } from '../../../../src/shared/schemas/restrooms';
import { CourseScreen, golferOutboxPerTest, newClient, restroom, wrapperWith } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
golferOutboxPerTest();

it('the card leaves out the type and gender no source stated', async () => {
  const stated = { ...restroom(1), facilityType: 'portable' as const, gender: 'mens' as const };
  const bare = { ...restroom(2), unstated: ['facilityType' as const, 'gender' as const] };
  const typeOnly = { ...restroom(3), facilityType: 'portable' as const, unstated: ['gender' as const] };
  render(<CourseScreen restrooms={[stated, bare, typeOnly]} />, { wrapper: wrapperWith(newClient()) });
  const line = async (name: string) =>
    within(await screen.findByRole('listitem', { name })).getByText(/^Clubhouse/, { selector: 'p' });
  expect((await line(stated.name)).textContent).toBe("Clubhouse · Portable · Men's");
  expect((await line(bare.name)).textContent).toBe('Clubhouse');
  expect((await line(typeOnly.name)).textContent).toBe('Clubhouse · Portable');
  expect(screen.queryByText(/Unisex/)).toBeNull();
});

it('an answer saved by an older build has every field stated', () => {
  const { unstated: _dropped, ...older } = restroom(1);
  expect(v.parse(restroomSchema, older).unstated).toEqual([]);
});
