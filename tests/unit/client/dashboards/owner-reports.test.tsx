// @vitest-environment happy-dom
/**
 * Issue 15, the owner's queue (docs/product.md §10): the owner dashboard's Reports tab lists the open
 * status reports of the owner's courses, and each is settled with one tap through the outbox
 * (docs/decisions.md §6): the row leaves at once, the write waits on the device until the server has
 * it, and removing a restroom is asked first.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '../../../../src/client/features/auth/session-context';
import { OwnerDashboardPage } from '../../../../src/client/features/owner';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { db } from '../../../../src/client/offline/db';
import { drainOutbox, setOutboxUser } from '../../../../src/client/offline/outbox';
import type { OwnerReport } from '../../../../src/shared/schemas/reports';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const OWNER = '5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d01';
const COURSE = '5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d02';
const HOLE_5 = '5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d03';
const HOLE_9 = '5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3d04';
const MINUTE = 60_000;

function reportsNow(): OwnerReport[] {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  return [
    {
      _id: '5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3e01',
      reportIds: ['5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3e01'],
      restroomId: HOLE_9,
      restroomName: 'Hole 9 Restroom',
      courseId: COURSE,
      courseName: 'Hillandale',
      kind: 'gone',
      count: 1,
      viaSign: 0,
      notes: ['Torn down, only the slab is left'],
      firstReportedAt: iso(now - 3 * 60 * MINUTE),
      lastReportedAt: iso(now - 3 * 60 * MINUTE),
      expiresAt: null,
    },
    {
      _id: '5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3e02',
      reportIds: ['5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c3e02'],
      restroomId: HOLE_5,
      restroomName: 'Hole 5 Restroom',
      courseId: COURSE,
      courseName: 'Hillandale',
      kind: 'locked',
      count: 2,
      viaSign: 0,
      notes: ['Chain on the door', '<b>padlock</b>'],
      firstReportedAt: iso(now - 90 * MINUTE),
      lastReportedAt: iso(now - 40 * MINUTE),
      expiresAt: iso(now - 40 * MINUTE + 24 * 60 * MINUTE),
    },
  ];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The owner API as the server answers it; `reports` is what GET /api/owner/reports lists now. */
function stubApi(initial: OwnerReport[]) {
  const server = { reports: initial, reportReads: 0, puts: [] as { path: string; body: unknown }[] };
  const data: Record<string, () => unknown> = {
    '/api/owner/stats': () => ({
      stats: { totalCourses: 1, totalRestrooms: 2, pendingSubmissions: 0, totalReviews: 0, averageRating: 0 },
    }),
    '/api/owner/courses': () => ({ courses: [] }),
    '/api/owner/pending-submissions': () => ({ submissions: [] }),
    '/api/owner/reports': () => {
      server.reportReads += 1;
      return { reports: server.reports };
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === 'PUT') {
        server.puts.push({ path, body: await request.json() });
        server.reports = server.reports.filter((report) => report.restroomId !== HOLE_9);
        return json({ success: true, data: { restroom: null, resolved: 1, message: 'Restroom removed' } });
      }
      const answer = data[path];
      return answer
        ? json({ success: true, data: answer() })
        : json({ success: false, message: 'Not found' }, 404);
    }),
  );
  return server;
}

function ownerSession(): SessionValue {
  return {
    user: {
      _id: OWNER,
      email: 'owner@example.com',
      role: 'course_owner',
      firstName: 'Olive',
      lastName: 'O.',
    },
    isLoading: false,
    signIn: () => undefined,
    signInWithTokens: async () => ({}) as never,
    logout: async () => undefined,
  };
}

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={ownerSession()}>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  return render(<OwnerDashboardPage />, { wrapper: Wrapper });
}

/** Opens the Reports tab (Radix selects a tab on mouse down) once the list has arrived. */
async function openReports(count: number) {
  const tab = await screen.findByRole('tab', { name: `Reports (${count})` });
  fireEvent.mouseDown(tab);
  await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
  return screen.getByRole('tabpanel');
}

/** An unsigned token with the claim the outbox reads (whose writes it may send). */
function fakeToken(userId: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ userId })}.sig`;
}

beforeEach(async () => {
  localStorage.clear();
  resetToasts();
  await db.outbox.clear();
  // Signed in for the outbox, with no token: what is queued stays on the device unless a test sends it.
  setOutboxUser(OWNER);
});

afterEach(() => {
  cleanup();
  setOutboxUser(null);
  localStorage.clear();
  vi.unstubAllGlobals();
  resetToasts();
});

it('lists the open reports in a Reports tab after the spec’s three, which keep Pending selected', async () => {
  stubApi(reportsNow());
  renderDashboard();
  await screen.findByRole('tab', { name: 'Reports (2)' });
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Pending Submissions (0)',
    'My Courses (0)',
    'Analytics',
    'Reports (2)',
  ]);
  expect(screen.getByRole('tab', { name: 'Pending Submissions (0)' }).getAttribute('aria-selected')).toBe(
    'true',
  );

  const panel = await openReports(2);
  const rows = within(within(panel).getByRole('list', { name: 'Open reports' })).getAllByRole('listitem', {
    name: /at Hole/,
  });
  // "gone" first, as the server lists it.
  expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
    'Gone (removed) at Hole 9 Restroom',
    'Locked at Hole 5 Restroom',
  ]);

  const locked = rows[1] as HTMLElement;
  expect(within(locked).getByRole('heading', { level: 3, name: 'Locked' })).toBeTruthy();
  expect(within(locked).getByText('Hole 5 Restroom')).toBeTruthy();
  expect(within(locked).getByText(/Hillandale/)).toBeTruthy();
  expect(within(locked).getByText('2 golfers · reported 40 min ago · clears itself in 23 h')).toBeTruthy();
  // Notes are quoted, and shown as the text they are.
  const notes = within(locked).getByRole('list', { name: 'Notes from golfers' });
  expect(
    within(notes)
      .getAllByRole('listitem')
      .map((note) => note.textContent),
  ).toEqual(['“Chain on the door”', '“<b>padlock</b>”']);
  expect(notes.querySelector('b')).toBeNull();
  expect(
    within(locked).getByRole('button', { name: 'Mark Locked at Hole 5 Restroom as fixed' }).textContent,
  ).toBe('Fixed');
  expect(within(locked).getByRole('button', { name: 'Dismiss Locked at Hole 5 Restroom' }).textContent).toBe(
    'Dismiss',
  );

  const gone = rows[0] as HTMLElement;
  expect(within(gone).getByText('1 golfer · reported 3 h ago')).toBeTruthy();
  expect(within(gone).getByRole('button', { name: 'Confirm removal of Hole 9 Restroom' })).toBeTruthy();
  expect(within(gone).getByRole('button', { name: 'Mark Hole 9 Restroom as still there' }).textContent).toBe(
    'Still there',
  );
  expect(within(gone).queryByRole('button', { name: /as fixed$/ })).toBeNull();
});

it('"Fixed" queues a report.resolve write and takes the row off the list at once', async () => {
  const [, locked] = reportsNow();
  stubApi(reportsNow());
  renderDashboard();
  const panel = await openReports(2);

  fireEvent.click(within(panel).getByRole('button', { name: 'Mark Locked at Hole 5 Restroom as fixed' }));

  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'Locked at Hole 5 Restroom' })).toBeNull(),
  );
  const entries = await db.outbox.toArray();
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    kind: 'report.resolve',
    userId: OWNER,
    params: { reportId: locked?._id, restroomId: HOLE_5, courseId: COURSE, kind: 'locked' },
    body: { resolution: 'fixed' },
    subject: 'Hole 5 Restroom',
    status: 'pending',
  });
  // Shown as waiting for the network, and no longer counted as open.
  const waiting = screen.getByRole('region', { name: 'Waiting to sync' });
  expect(within(waiting).getByText('Mark Locked at Hole 5 Restroom as fixed')).toBeTruthy();
  expect(within(waiting).getByText('Pending sync')).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Reports (1)' })).toBeTruthy();
  expect(screen.getByRole('listitem', { name: 'Gone (removed) at Hole 9 Restroom' })).toBeTruthy();
});

it('asks before removing a restroom reported gone, and queues nothing when the owner cancels', async () => {
  stubApi(reportsNow());
  renderDashboard();
  const panel = await openReports(2);
  const removal = within(panel).getByRole('button', { name: 'Confirm removal of Hole 9 Restroom' });

  fireEvent.click(removal);
  let dialog = await screen.findByRole('alertdialog', { name: 'Remove restroom' });
  expect(
    within(dialog).getByText('This removes the restroom and its reviews from the course. Are you sure?'),
  ).toBeTruthy();
  expect(await db.outbox.count()).toBe(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(await db.outbox.count()).toBe(0);
  expect(screen.getByRole('listitem', { name: 'Gone (removed) at Hole 9 Restroom' })).toBeTruthy();

  fireEvent.click(removal);
  dialog = await screen.findByRole('alertdialog', { name: 'Remove restroom' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(screen.queryByRole('listitem', { name: 'Gone (removed) at Hole 9 Restroom' })).toBeNull();
  const [entry] = await db.outbox.toArray();
  expect(entry).toMatchObject({
    kind: 'report.resolve',
    params: { restroomId: HOLE_9, kind: 'gone' },
    body: { resolution: 'removed' },
    subject: 'Hole 9 Restroom',
  });
});

it('once the server has the removal, says so and asks for the list again', async () => {
  const server = stubApi(reportsNow());
  renderDashboard();
  const panel = await openReports(2);
  const readsBefore = server.reportReads;

  fireEvent.click(within(panel).getByRole('button', { name: 'Confirm removal of Hole 9 Restroom' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(async () => expect(await db.outbox.count()).toBe(1));
  localStorage.setItem('accessToken', fakeToken(OWNER));
  await act(() => drainOutbox());

  expect(server.puts).toEqual([
    { path: `/api/owner/reports/${reportsNow()[0]?._id}`, body: { resolution: 'removed' } },
  ]);
  await waitFor(() =>
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Success', description: 'Restroom removed' }),
    ]),
  );
  await waitFor(() => expect(server.reportReads).toBeGreaterThan(readsBefore));
  expect(await db.outbox.count()).toBe(0);
  expect(await screen.findByRole('tab', { name: 'Reports (1)' })).toBeTruthy();
  expect(screen.getByRole('listitem', { name: 'Locked at Hole 5 Restroom' })).toBeTruthy();
});

it('says plainly when no report is open', async () => {
  stubApi([]);
  renderDashboard();
  const panel = await openReports(0);
  expect(within(panel).getByText('No open reports. Golfers’ reports of problems show here.')).toBeTruthy();
  expect(within(panel).queryByRole('list', { name: 'Open reports' })).toBeNull();
});
