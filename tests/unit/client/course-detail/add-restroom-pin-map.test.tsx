// @vitest-environment happy-dom
/**
 * Issue 15: "Drop a pin on the map" in Add Restroom loads the pin map on demand through the courses
 * feature's index (its own chunk, with MapLibre), starting at the course's point; a pin placed on it
 * is the restroom's position, and a restroom already pinned within 50 m of it is shown under
 * "Already listed here" before queueing. MapLibre does not run here: the loader gives a stand-in
 * with the picker's props, which is the contract between the two features.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { LatLng } from '../../../../src/shared/geo';
import type { ShownRestroom } from '../../../../src/client/features/course-detail/api/optimistic';
import { AddRestroomDialog } from '../../../../src/client/features/course-detail/components/add-restroom-dialog';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { db } from '../../../../src/client/offline/db';
import { COURSE_ID, course, golferOutboxPerTest, newClient, restroom, wrapperWith } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TAPPED = { latitude: 35.19012, longitude: -79.47021 };

function FakePinMap({ center, onPin }: { center: LatLng; pin: LatLng | null; onPin: (p: LatLng) => void }) {
  return (
    <div>
      <p>
        Map at {center.latitude}, {center.longitude}
      </p>
      <button type="button" onClick={() => onPin(TAPPED)}>
        Tap the map
      </button>
    </div>
  );
}

const { loadRestroomPinMap } = vi.hoisted(() => ({ loadRestroomPinMap: vi.fn() }));
vi.mock('../../../../src/client/features/courses', () => ({ loadRestroomPinMap }));

golferOutboxPerTest();
beforeEach(resetToasts);
afterEach(resetToasts);

const renderDialog = (restrooms: ShownRestroom[] = []) =>
  render(
    <AddRestroomDialog
      courseId={COURSE_ID}
      coursePoint={course}
      restrooms={restrooms}
      open
      onOpenChange={() => undefined}
    />,
    { wrapper: wrapperWith(newClient()) },
  );
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

/** A restroom of the course pinned `metresNorth` of the tapped point (about 111,195 m a degree). */
const pinnedAt = (n: number, name: string, metresNorth: number): ShownRestroom => ({
  ...restroom(n),
  name,
  locationType: 'on-course',
  holeNumber: Number(/\d+/.exec(name)?.[0]),
  latitude: TAPPED.latitude + metresNorth / 111_195,
  longitude: TAPPED.longitude,
  approximate: false,
  myFeedback: 'none',
});

// In this order: the picker module is loaded once per page, like the real chunk.
it('opens the map on demand at the course, and offers to try again when it could not load', async () => {
  loadRestroomPinMap.mockRejectedValueOnce(new Error('offline'));
  loadRestroomPinMap.mockResolvedValue({ default: FakePinMap });
  renderDialog();
  const drop = screen.getByRole('button', { name: 'Drop a pin on the map' });
  expect(drop.getAttribute('aria-expanded')).toBe('false');
  expect(loadRestroomPinMap).not.toHaveBeenCalled();

  await press('Drop a pin on the map');
  expect(drop.getAttribute('aria-expanded')).toBe('true');
  expect(await screen.findByText('The map cannot be shown right now.')).toBeTruthy();

  await press('Try again');
  expect(await screen.findByText(`Map at ${course.latitude}, ${course.longitude}`)).toBeTruthy();
  await press('Tap the map');
  expect(screen.getByText('Pinned at 35.1901, -79.4702')).toBeTruthy();

  await press('Drop a pin on the map');
  expect(drop.getAttribute('aria-expanded')).toBe('false');
  // Closing the map keeps the pin.
  expect(screen.getByText('Pinned at 35.1901, -79.4702')).toBeTruthy();
});

it('shows a restroom pinned within 50 m of the new pin, whatever its type, then queues the pin', async () => {
  renderDialog([pinnedAt(1, 'Hole 9 Restroom', 30), pinnedAt(2, 'Hole 10 Restroom', 400)]);
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Clubhouse Main' } });
  await press('Drop a pin on the map');
  await press('Tap the map');

  await press('Add Restroom');
  const notice = screen.getByRole('region', { name: 'Already listed here' });
  expect(
    within(notice)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Hole 9 RestroomOn CourseVerified']);
  expect(await db.outbox.count()).toBe(0);

  await press('Add anyway');
  await act(async () => {
    await expect.poll(() => getToasts()[0]?.title).toBe('Restroom Added');
  });
  const [entry] = await db.outbox.toArray();
  expect(entry?.body).toMatchObject({ name: 'Clubhouse Main', locationType: 'clubhouse', ...TAPPED });
});
