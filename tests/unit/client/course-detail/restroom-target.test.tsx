// @vitest-environment happy-dom
/**
 * `?restroom=<id>` brings its card into view once per navigation (issue 38): a map pin tapped a
 * second time, after the golfer scrolled away, brings the card back; the list redrawing on the same
 * navigation does not pull the golfer back.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import {
  restroomAnchor,
  useRestroomTarget,
} from '../../../../src/client/features/course-detail/hooks/use-restroom-target';
import type { RestroomsByTab } from '../../../../src/client/features/course-detail/hooks/use-course-detail';
import { restroom } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rooms = [restroom(1), restroom(2)];
const byTab = { all: rooms } as unknown as RestroomsByTab;

function Page() {
  // A redraw of the list (a refetch, say) without a navigation.
  const [, setRedraws] = useState(0);
  useRestroomTarget(byTab, 'all', () => {});
  return (
    <>
      <button onClick={() => setRedraws((n) => n + 1)}>Redraw</button>
      <Link to={`?restroom=${rooms[1]!._id}`} replace preventScrollReset>
        Pin
      </Link>
      {rooms.map((r) => (
        <article key={r._id} id={restroomAnchor(r._id)} tabIndex={-1}>
          {r.name}
        </article>
      ))}
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

it('scrolls to the card on each tap of its pin, not on a redraw', async () => {
  const scrolled: string[] = [];
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
    scrolled.push(this.id);
  });
  render(
    <MemoryRouter initialEntries={['/course/c1']}>
      <Page />
    </MemoryRouter>,
  );
  expect(scrolled).toEqual([]);

  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Pin' })));
  expect(scrolled).toEqual([restroomAnchor(rooms[1]!._id)]);
  expect(document.activeElement?.id).toBe(restroomAnchor(rooms[1]!._id));

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Redraw' })));
  expect(scrolled).toHaveLength(1);

  // The golfer scrolled away; the same pin again is a new navigation to the same URL.
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Pin' })));
  expect(scrolled).toEqual([restroomAnchor(rooms[1]!._id), restroomAnchor(rooms[1]!._id)]);
});
