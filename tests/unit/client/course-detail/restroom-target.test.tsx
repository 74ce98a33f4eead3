// @vitest-environment happy-dom
/**
 * `?restroom=<id>` brings its card into view once per navigation (issue 38): a map pin tapped a
 * second time, after the golfer scrolled away, brings the card back; the list redrawing on the same
 * navigation does not pull the golfer back; a card drawn after its restroom was known is still reached.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
// The page's setTab is a state setter: the same function every render.
const keepTab = () => {};

/** The cards as the list draws them: the target's with the hook's ref. */
function Cards({ target, reach }: ReturnType<typeof useRestroomTarget>) {
  return rooms.map((r) => (
    <article key={r._id} ref={target === r._id ? reach : undefined} id={restroomAnchor(r._id)} tabIndex={-1}>
      {r.name}
    </article>
  ));
}

function Page() {
  // A redraw of the list (a refetch, say) without a navigation.
  const [, setRedraws] = useState(0);
  const aim = useRestroomTarget(byTab, 'all', keepTab);
  return (
    <>
      <button onClick={() => setRedraws((n) => n + 1)}>Redraw</button>
      <Link to={`?restroom=${rooms[1]!._id}`} replace preventScrollReset>
        Pin
      </Link>
      <Cards {...aim} />
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

/**
 * The restrooms known before their cards are drawn: the page waits for the course's own answer,
 * which came last (the flaky focus of e2e nearby-answer).
 */
function LatePage() {
  const [drawn, setDrawn] = useState(false);
  const aim = useRestroomTarget(byTab, 'all', keepTab);
  return (
    <>
      <button onClick={() => setDrawn(true)}>Course arrives</button>
      {drawn && <Cards {...aim} />}
    </>
  );
}

it('reaches the card when it is drawn after its restroom was known (the course answered last)', async () => {
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={[`/course/c1?restroom=${rooms[1]!._id}`]}>
      <LatePage />
    </MemoryRouter>,
  );
  expect(document.getElementById(restroomAnchor(rooms[1]!._id))).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Course arrives' })));
  expect(document.activeElement?.id).toBe(restroomAnchor(rooms[1]!._id));
});
