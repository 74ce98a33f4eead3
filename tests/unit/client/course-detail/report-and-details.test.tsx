// @vitest-environment happy-dom
/**
 * Issue 15, "Report a problem" and a restroom's detail (docs/product.md §10): a report is queued with
 * its kind and note; a kind the golfer already reported (still queued) is not offered again; the
 * detail lists every amenity as Yes / No / Unknown; only an owner of the course or an admin may edit
 * the details, and their edit is queued whole (a replacement), the position kept; issue 33: their
 * opening hours, from the friendly form or as OpenStreetMap text the library reads.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { SessionContext } from '../../../../src/client/features/auth/session-context';
import { ReportDialog } from '../../../../src/client/features/course-detail/components/report-dialog';
import { RestroomDetailsDialog } from '../../../../src/client/features/course-detail/components/restroom-details-dialog';
import { db } from '../../../../src/client/offline/db';
import { queueWrite } from '../../../../src/client/offline/outbox';
import { detailKeys } from '../../../../src/client/features/course-detail/api/queries';
import { GOLFER, golferOutboxPerTest, golferSession, newClient, restroom, wrapperWith } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

golferOutboxPerTest();

const shown = { ...restroom(1), myFeedback: 'none' as const };
const noop = () => undefined;
/** The server's list of this restroom's reports, as if already read: no request leaves the test. */
function clientWithReports(reports: unknown[] = []) {
  const client = newClient();
  client.setQueryData([...detailKeys.reports(shown._id), GOLFER], { reports });
  return client;
}

/** The detail of `restroom` as an admin sees it, with its edit form opened. */
async function openAdminEdit(restroom: typeof shown) {
  render(
    <RestroomDetailsDialog
      restroom={restroom}
      coursePoint={COURSE_POINT}
      canEdit
      onClose={noop}
      onConfirm={noop}
      onReport={noop}
    />,
    { wrapper: asAdmin(newClient()) },
  );
  await act(async () => screen.getByRole('button', { name: 'Edit details' }).click());
}

it('queues a report with its kind and note, and asks for a kind first', async () => {
  const sent: unknown[] = [];
  render(
    <ReportDialog
      restroom={shown}
      onClose={noop}
      onSend={async (kind, note) => {
        sent.push({ kind, note });
        return true;
      }}
    />,
    { wrapper: wrapperWith(clientWithReports()) },
  );
  const dialog = screen.getByRole('dialog', { name: `Report a problem: ${shown.name}` });
  await act(async () => within(dialog).getByRole('button', { name: 'Send report' }).click());
  expect(within(dialog).getByText('Choose what is wrong.')).toBeTruthy();
  expect(sent).toEqual([]);
  await act(async () =>
    within(dialog)
      .getByRole('radio', { name: /^Out of order/ })
      .click(),
  );
  fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Cistern broken' } });
  await act(async () => within(dialog).getByRole('button', { name: 'Send report' }).click());
  expect(sent).toEqual([{ kind: 'out_of_order', note: 'Cistern broken' }]);
});

it('does not offer again a kind the golfer already reported here', async () => {
  await queueWrite('report.create', {
    params: { restroomId: shown._id },
    body: { kind: 'locked' },
    subject: 'Report',
  });
  render(<ReportDialog restroom={shown} onClose={noop} onSend={async () => true} />, {
    wrapper: wrapperWith(clientWithReports()),
  });
  const locked = await screen.findByRole('radio', { name: /^Locked/ });
  await expect.poll(() => (locked as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByText('You reported this already')).toBeTruthy();
  expect((screen.getByRole('radio', { name: /^No soap/ }) as HTMLInputElement).disabled).toBe(false);
});

function asAdmin(client: QueryClient) {
  const session = golferSession();
  const admin = { ...session, user: { ...session.user!, role: 'admin' as const } };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={admin}>
          <MemoryRouter>{children}</MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>
    );
  };
}

const COURSE_POINT = { latitude: 35.19, longitude: -79.47 };

it('lists every amenity as Yes, No or Unknown, and offers no edit to a golfer', () => {
  const room = { ...shown, amenities: { ...shown.amenities, soap: true, babyChanging: false } };
  render(
    <RestroomDetailsDialog
      restroom={room}
      coursePoint={COURSE_POINT}
      canEdit={false}
      onClose={noop}
      onConfirm={noop}
      onReport={noop}
    />,
    {
      wrapper: wrapperWith(newClient()),
    },
  );
  const amenities = within(screen.getByRole('region', { name: 'Amenities' })).getAllByRole('listitem');
  expect(amenities.map((item) => item.textContent)).toEqual([
    'Hand-washing sinkUnknown',
    'SoapYes',
    'Baby changing tableNo',
    'Step-free from the cart pathUnknown',
    'Grab barsUnknown',
    'Wide door (32 in or more)Unknown',
    'Space to turn a wheelchairUnknown',
  ]);
  expect(screen.getByText('At the course (approximate position)')).toBeTruthy();
  // No position of its own: the maps app gets the course's point, and says it is the course's.
  expect(screen.getByRole('link', { name: 'Course in Maps' }).getAttribute('href')).toContain('35.19,-79.47');
  expect(
    screen.getByRole('link', { name: `Directions to the course of ${room.name}` }).getAttribute('href'),
  ).toContain('destination=35.19,-79.47');
  expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
});

it('says where a pinned restroom is with the maps app, not its raw coordinates (issue 38)', () => {
  const room = { ...shown, latitude: 35.1925, longitude: -79.4601 };
  render(
    <RestroomDetailsDialog
      restroom={room}
      coursePoint={COURSE_POINT}
      canEdit={false}
      onClose={noop}
      onConfirm={noop}
      onReport={noop}
    />,
    { wrapper: wrapperWith(newClient()) },
  );
  expect(screen.getByText('Pinned on the map')).toBeTruthy();
  expect(screen.queryByText(/Pinned at/)).toBeNull();
  const place = screen.getByRole('link', { name: 'Open in Maps' });
  expect(place.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=35.1925,-79.4601');
  expect(place.getAttribute('target')).toBe('_blank');
  expect(screen.getByRole('link', { name: `Directions to ${room.name}` }).getAttribute('href')).toBe(
    'https://www.google.com/maps/dir/?api=1&destination=35.1925,-79.4601&travelmode=walking',
  );
});

it('an admin’s edit is queued whole, with the position as it was', async () => {
  const room = { ...shown, latitude: 35.1925, longitude: -79.4601, access: 'public' as const };
  await openAdminEdit(room);
  // The form is a chunk of its own, loaded for owners and admins.
  fireEvent.change(await screen.findByLabelText('Who may use it'), { target: { value: 'customers' } });
  await act(async () =>
    within(screen.getByRole('group', { name: 'Soap' }))
      .getByRole('radio', { name: 'Yes' })
      .click(),
  );
  await act(async () => screen.getByRole('button', { name: 'Save details' }).click());
  const [entry] = await db.outbox.toArray();
  expect(entry).toMatchObject({
    kind: 'restroom.update',
    params: { restroomId: room._id },
    body: {
      access: 'customers',
      accessNote: null,
      season: 'unknown',
      openMonths: [],
      openingHours: null,
      latitude: 35.1925,
      longitude: -79.4601,
      amenities: { ...shown.amenities, soap: true },
    },
  });
});

it('the hours form writes OpenStreetMap syntax, and a value the library cannot read is refused on the field', async () => {
  await openAdminEdit(shown);
  const raw = () => screen.getByLabelText<HTMLInputElement>('Opening hours as OpenStreetMap text');
  fireEvent.change(await screen.findByLabelText('Daily hours'), { target: { value: 'times' } });
  expect(raw().value).toBe('Mo-Su 07:00-19:00');
  // Weekends apart: untick Saturday and Sunday, then add their own times.
  await act(async () => screen.getByRole('checkbox', { name: 'Saturday' }).click());
  await act(async () => screen.getByRole('checkbox', { name: 'Sunday' }).click());
  await act(async () => screen.getByRole('button', { name: 'Add times for other days' }).click());
  const second = screen.getAllByRole('group', { name: 'Days' })[1];
  await act(async () => within(second!).getByRole('checkbox', { name: 'Saturday' }).click());
  await act(async () => within(second!).getByRole('checkbox', { name: 'Sunday' }).click());
  fireEvent.change(screen.getAllByLabelText('From')[1]!, { target: { value: '06:00' } });
  fireEvent.change(screen.getAllByLabelText('To')[1]!, { target: { value: '20:00' } });
  await act(async () => screen.getByRole('switch', { name: /Closed in winter/ }).click());
  expect(raw().value).toBe('Apr-Oct Mo-Fr 07:00-19:00; Apr-Oct Sa,Su 06:00-20:00');

  // Typed by hand, past what the form can show: kept as text, judged by the library before it is queued.
  fireEvent.change(raw(), { target: { value: 'when the pro shop is open' } });
  expect(screen.getByText('These hours are written as text below: edit them there.')).toBeTruthy();
  await act(async () => screen.getByRole('button', { name: 'Save details' }).click());
  // The hours library is a chunk of its own, loaded on the first save.
  expect(
    await screen.findByText(/^Opening hours are not valid OpenStreetMap syntax: /, {}, { timeout: 10_000 }),
  ).toBeTruthy();
  expect(await db.outbox.count()).toBe(0);
  // Errors where the eye is: the refused field, far above Save on a phone, takes the focus.
  expect(document.activeElement).toBe(raw());

  fireEvent.change(raw(), { target: { value: 'Apr-Oct Mo-Su 07:00-19:00; PH off' } });
  await act(async () => screen.getByRole('button', { name: 'Save details' }).click());
  await expect.poll(() => db.outbox.count()).toBe(1);
  const [entry] = await db.outbox.toArray();
  expect(entry?.body).toMatchObject({ openingHours: 'Apr-Oct Mo-Su 07:00-19:00; PH off' });
});

it('a refused edit takes the owner to the first field in error (issue 38)', async () => {
  await openAdminEdit(shown);
  const note = await screen.findByLabelText<HTMLInputElement>('Access note (optional)');
  // A control character is refused by the schema before anything is queued.
  fireEvent.change(note, { target: { value: 'code \u0007 on the card' } });
  const save = screen.getByRole('button', { name: 'Save details' });
  save.focus();
  await act(async () => save.click());
  expect(await screen.findByText('Access note contains characters that are not allowed')).toBeTruthy();
  expect(document.activeElement).toBe(note);
  expect(await db.outbox.count()).toBe(0);
});

it('"closed in winter" with every month unticked is refused at the months, not saved as open all year', async () => {
  await openAdminEdit(shown);
  const raw = () => screen.getByLabelText<HTMLInputElement>('Opening hours as OpenStreetMap text');
  fireEvent.change(await screen.findByLabelText('Daily hours'), { target: { value: 'times' } });
  await act(async () => screen.getByRole('switch', { name: /Closed in winter/ }).click());
  expect(raw().value).toBe('Apr-Oct Mo-Su 07:00-19:00');
  const months = screen.getByRole('group', { name: 'Open in' });
  for (const month of ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'])
    await act(async () => within(months).getByRole('checkbox', { name: month }).click());
  // No text says "closed in winter" without its months: the text alone would mean all year.
  expect(raw().value).toBe('Mo-Su 07:00-19:00');

  await act(async () => screen.getByRole('button', { name: 'Save details' }).click());
  const message = await within(months).findByText('A seasonal restroom needs the months it is open');
  expect(message).toBeTruthy();
  expect(months.contains(document.activeElement)).toBe(true);
  expect(await db.outbox.count()).toBe(0);

  await act(async () => within(months).getByRole('checkbox', { name: 'May' }).click());
  await act(async () => screen.getByRole('button', { name: 'Save details' }).click());
  await expect.poll(() => db.outbox.count()).toBe(1);
  const [entry] = await db.outbox.toArray();
  expect(entry?.body).toMatchObject({
    openingHours: 'May Mo-Su 07:00-19:00',
    season: 'seasonal',
    openMonths: [5],
  });
});
