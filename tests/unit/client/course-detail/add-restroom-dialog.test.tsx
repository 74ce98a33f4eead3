// @vitest-environment happy-dom
/**
 * Issue 15, "restroom-level truth": Add Restroom offers every hole up to 27 (the third nine apart),
 * takes the optional details and a position ("I'm standing at it", no map needed), checks them with
 * the server's schema (a seasonal restroom needs its months), and shows the course's restrooms it may
 * be a copy of before queueing ("Already listed here", then "Add anyway"). The spec's texts stay
 * (docs/product.md §4, §8): 'Restroom Added' on queueing.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ShownRestroom } from '../../../../src/client/features/course-detail/api/optimistic';
import { AddRestroomDialog } from '../../../../src/client/features/course-detail/components/add-restroom-dialog';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { db } from '../../../../src/client/offline/db';
import { writeLabel } from '../../../../src/client/offline/outbox/entry-words';
import { COURSE_ID, course, golferOutboxPerTest, newClient, restroom, wrapperWith } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

golferOutboxPerTest();
beforeEach(resetToasts);
afterEach(() => {
  resetToasts();
  // The stub is the instance's own property: deleting it uncovers happy-dom's.
  delete (navigator as { geolocation?: unknown }).geolocation;
});

const shown = (r: ReturnType<typeof restroom>): ShownRestroom => ({ ...r, myFeedback: 'none' });

function renderDialog(restrooms: ShownRestroom[] = []) {
  const onOpenChange = vi.fn();
  render(
    <AddRestroomDialog
      courseId={COURSE_ID}
      coursePoint={course}
      restrooms={restrooms}
      open
      onOpenChange={onOpenChange}
    />,
    { wrapper: wrapperWith(newClient()) },
  );
  return { onOpenChange };
}

function stubGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) =>
    'code' in answer
      ? fail?.(answer as GeolocationPositionError)
      : ok({ coords: answer } as unknown as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
/** Until the press has queued its entry and the form has settled after it (its 'Restroom Added'). */
async function queuedEntry() {
  await act(async () => {
    await expect.poll(() => getToasts()[0]?.title).toBe('Restroom Added');
  });
  expect(await db.outbox.count()).toBe(1);
  const [entry] = await db.outbox.toArray();
  return entry;
}
/** Long enough for a queued write to have reached the outbox, had one been queued. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

it('offers holes 1–18 plainly and 19–27 apart, for 27-hole courses', () => {
  renderDialog();
  choose('Location type', 'on-course');
  const name = screen.getByLabelText('Name') as HTMLSelectElement;
  const plain = [...name.children].filter((child) => child.tagName === 'OPTION').map((o) => o.textContent);
  expect(plain).toEqual([
    'Select a restroom name',
    ...Array.from({ length: 18 }, (_, i) => `Hole ${i + 1} Restroom`),
  ]);
  const groups = name.querySelectorAll('optgroup');
  expect(groups).toHaveLength(1);
  expect(groups[0]?.label).toBe('Holes 19–27 (27-hole courses)');
  expect([...(groups[0]?.querySelectorAll('option') ?? [])].map((o) => o.textContent)).toEqual(
    Array.from({ length: 9 }, (_, i) => `Hole ${i + 19} Restroom`),
  );
});

it('queues the details and the position from "I\'m standing at it" with the spec fields', async () => {
  const locate = stubGeolocation({ latitude: 35.19251, longitude: -79.46012 });
  const { onOpenChange } = renderDialog();
  choose('Location type', 'on-course');
  choose('Name', 'Hole 22 Restroom');
  choose('Facility type', 'portable');

  await press("I'm standing at it");
  expect(locate).toHaveBeenCalledOnce();
  expect(screen.getByText('Pinned at 35.1925, -79.4601')).toBeTruthy();

  const more = screen.getByRole('button', { name: 'More details (optional)' });
  expect(more.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByLabelText('Who may use it')).toBeNull();
  fireEvent.click(more);
  expect(more.getAttribute('aria-expanded')).toBe('true');
  choose('Who may use it', 'key');
  fireEvent.change(screen.getByLabelText('Access note (optional)'), {
    target: { value: 'code on your scorecard' },
  });
  choose('Season', 'year_round');
  fireEvent.click(within(screen.getByRole('group', { name: 'Soap' })).getByRole('radio', { name: 'Yes' }));
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Grab bars' })).getByRole('radio', { name: 'No' }),
  );

  await press('Add Restroom');
  const entry = await queuedEntry();
  expect(entry).toMatchObject({ kind: 'restroom.submit' });
  expect(entry && writeLabel(entry)).toBe('New restroom: Hole 22 Restroom');
  expect(entry?.body).toEqual({
    courseId: COURSE_ID,
    name: 'Hole 22 Restroom',
    locationType: 'on-course',
    holeNumber: 22,
    facilityType: 'portable',
    gender: 'unisex',
    accessibility: false,
    access: 'key',
    accessNote: 'code on your scorecard',
    season: 'year_round',
    openingHours: null,
    openMonths: [],
    amenities: {
      handwashing: null,
      soap: true,
      babyChanging: null,
      stepFree: null,
      grabBars: false,
      wideDoor: null,
      turningSpace: null,
    },
    latitude: 35.19251,
    longitude: -79.46012,
  });
  expect(getToasts()[0]).toMatchObject({
    title: 'Restroom Added',
    description: 'Your restroom has been submitted for review!',
  });
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it('queues no position when none is given, and "Remove pin" takes a given one back', async () => {
  stubGeolocation({ latitude: 35.19251, longitude: -79.46012 });
  renderDialog();
  choose('Name', 'Clubhouse Main');
  await press("I'm standing at it");
  await press('Remove pin');
  expect(screen.queryByText(/Pinned at/)).toBeNull();
  expect(screen.getByText('Without a position it is shown at the course.')).toBeTruthy();
  expect(document.activeElement?.textContent).toBe("I'm standing at it");

  await press('Add Restroom');
  const entry = await queuedEntry();
  expect(entry?.body).not.toHaveProperty('latitude');
  expect(entry?.body).not.toHaveProperty('longitude');
  expect(entry?.body).toMatchObject({
    name: 'Clubhouse Main',
    holeNumber: null,
    access: 'unknown',
    season: 'unknown',
  });
});

it("says why the position could not be read (docs/product.md §8's words) and pins nothing", async () => {
  stubGeolocation({ code: 1 });
  renderDialog();
  await press("I'm standing at it");
  expect(screen.getByRole('alert').textContent).toBe('Location access denied by user');
  expect(screen.queryByText(/Pinned at/)).toBeNull();
});

it('asks a seasonal restroom for its months on the months field, opening the details, and queues nothing', async () => {
  renderDialog();
  choose('Name', 'Clubhouse Main');
  const more = screen.getByRole('button', { name: 'More details (optional)' });
  fireEvent.click(more);
  choose('Season', 'seasonal');
  // Closed again before pressing: the message must still be seen.
  fireEvent.click(more);

  await press('Add Restroom');
  expect(more.getAttribute('aria-expanded')).toBe('true');
  const months = screen.getByRole('group', { name: 'Open months' });
  expect(within(months).getByText('A seasonal restroom needs the months it is open')).toBeTruthy();
  // Errors where the eye is (issue 38): the focus leaves the button for the months, the first
  // field in error, so the message above is scrolled to and read.
  await waitFor(() =>
    expect(document.activeElement).toBe(within(months).getByRole('checkbox', { name: 'Jan' })),
  );
  await settle();
  expect(await db.outbox.count()).toBe(0);
  expect(getToasts()).toEqual([]);

  // Giving a month clears the message and lets it through.
  fireEvent.click(within(months).getByRole('checkbox', { name: 'Apr' }));
  expect(within(months).queryByText('A seasonal restroom needs the months it is open')).toBeNull();
  await press('Add Restroom');
  const entry = await queuedEntry();
  expect(entry?.body).toMatchObject({ season: 'seasonal', openMonths: [4] });
});

it('keeps the name required (docs/product.md §5) on the name field', async () => {
  renderDialog();
  await press('Add Restroom');
  expect(screen.getByText('Restroom name is required')).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  await settle();
  expect(await db.outbox.count()).toBe(0);
});

it('shows the restrooms already listed of that type on the first press, and queues on "Add anyway"', async () => {
  const onCourse = {
    ...restroom(3),
    name: 'Hole 7 Restroom',
    locationType: 'on-course' as const,
    holeNumber: 7,
  };
  renderDialog([shown(restroom(1)), shown(restroom(2)), shown(onCourse)]);
  choose('Name', 'Clubhouse Main');

  await press('Add Restroom');
  const notice = screen.getByRole('region', { name: 'Already listed here' });
  expect(
    within(notice).getByText('If it is one of these, close this and confirm it on its card instead.'),
  ).toBeTruthy();
  const items = within(notice).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Clubhouse 1ClubhouseVerified',
    'Clubhouse 2ClubhouseUnconfirmed',
  ]);
  await settle();
  expect(await db.outbox.count()).toBe(0);
  expect(screen.queryByRole('button', { name: 'Add Restroom' })).toBeNull();

  await press('Add anyway');
  const entry = await queuedEntry();
  expect(entry?.body).toMatchObject({ name: 'Clubhouse Main', locationType: 'clubhouse' });
});

it('asks again when the location type changes after the warning', async () => {
  const onCourse = {
    ...restroom(3),
    name: 'Hole 7 Restroom',
    locationType: 'on-course' as const,
    holeNumber: 7,
  };
  renderDialog([shown(restroom(1)), shown(onCourse)]);
  choose('Name', 'Clubhouse Main');
  await press('Add Restroom');
  expect(screen.getByRole('button', { name: 'Add anyway' })).toBeTruthy();

  choose('Location type', 'on-course');
  choose('Name', 'Hole 8 Restroom');
  expect(screen.queryByRole('region', { name: 'Already listed here' })).toBeNull();
  await press('Add Restroom');
  const notice = screen.getByRole('region', { name: 'Already listed here' });
  expect(
    within(notice)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Hole 7 RestroomOn CourseUnconfirmed']);
  await settle();
  expect(await db.outbox.count()).toBe(0);
});

it('keeps Cancel closing the dialog without queueing', async () => {
  const { onOpenChange } = renderDialog();
  choose('Name', 'Clubhouse Main');
  await press('Cancel');
  expect(onOpenChange).toHaveBeenCalledWith(false);
  await settle();
  expect(await db.outbox.count()).toBe(0);
});
