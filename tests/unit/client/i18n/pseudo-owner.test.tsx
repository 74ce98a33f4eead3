// @vitest-environment happy-dom
/**
 * The untranslated-text check of the owner's screens (issue 39, docs/decisions.md §9): the real owner
 * dashboard (an admin's, with all five tabs), its dialogs and queued writes, and the course screen's
 * claim panel, drawn in the pseudo-locale over the owner API's answers. Course, restroom and people's
 * names are data; any other Latin word left is a text outside the catalogues.
 */
import type { ReactNode } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ClaimCourse from '../../../../src/client/features/claims/components/claim-course';
import { ClaimForm } from '../../../../src/client/features/claims/components/claim-form';
import { OwnerDashboardPage } from '../../../../src/client/features/owner';
import { PendingList } from '../../../../src/client/features/owner/components/pending-list';
import { db } from '../../../../src/client/offline/db';
import type { OutboxEntry } from '../../../../src/client/offline/outbox';
import type { AdminClaim, OwnClaim } from '../../../../src/shared/schemas';
import type { OwnerCourse, PendingSubmission } from '../../../../src/shared/schemas/owner';
import type { OwnerReport } from '../../../../src/shared/schemas/reports';
import { englishLeft, pseudoText, showEnglish, showPseudoLocale } from './pseudo';
import { answerByPath, drawScreen, signedIn } from './screens';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const id = (n: number) => `5d0e8a4c-2f1b-4c7a-9e3d-8b6f1a2c${String(n).padStart(4, '0')}`;
const USER = id(1);
const COURSE = id(2);
const HOUR = 3_600_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

const SUBMISSION: PendingSubmission = {
  _id: id(10),
  courseId: COURSE,
  courseName: 'Hillandale',
  name: 'Hole 7 Restroom',
  facilityType: 'portable',
  gender: 'womens',
  locationType: 'on-course',
  holeNumber: 7,
  location: 'Behind the 7th tee',
  submittedByName: 'Gary G.',
  submittedAt: '2026-06-03T12:00:00.000Z',
};

const course = (n: number): OwnerCourse => ({
  _id: id(100 + n),
  name: n === 0 ? 'Hillandale' : `Course ${n}`,
  city: n === 0 ? 'München' : 'Durham',
  state: n === 0 ? null : 'NC',
  country: n === 0 ? 'DE' : 'US',
  averageRating: 4.25,
  totalRestrooms: n % 2,
  totalReviews: 2,
});
// Past a page of 24: the search and "Show more" show.
const COURSES = Array.from({ length: 25 }, (_, n) => course(n));

const REPORTS: OwnerReport[] = [
  {
    _id: id(20),
    reportIds: [id(20)],
    restroomId: id(21),
    restroomName: 'Hole 9 Restroom',
    courseId: COURSE,
    courseName: 'Hillandale',
    kind: 'gone',
    count: 1,
    viaSign: 0,
    notes: ['Torn down, only the slab is left'],
    firstReportedAt: iso(3 * HOUR),
    lastReportedAt: iso(3 * HOUR),
    expiresAt: null,
  },
  {
    _id: id(22),
    reportIds: [id(22)],
    restroomId: id(23),
    restroomName: 'Hole 5 Restroom',
    courseId: COURSE,
    courseName: 'Hillandale',
    kind: 'no_paper',
    count: 3,
    viaSign: 2,
    notes: [],
    firstReportedAt: iso(2 * HOUR),
    lastReportedAt: iso(HOUR),
    expiresAt: new Date(Date.now() + 3 * HOUR).toISOString(),
  },
];

const OWN_CLAIM: OwnClaim = {
  _id: id(30),
  courseId: COURSE,
  courseName: 'Hillandale',
  role: 'General manager',
  phone: '+1 919 555 0100',
  note: null,
  status: 'pending',
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

const CLAIM: AdminClaim = {
  ...OWN_CLAIM,
  note: 'I run the pro shop',
  claimant: {
    _id: id(31),
    firstName: 'Olive',
    lastName: 'Oakley',
    email: 'olive@mail.hillandalegolf.com',
    emailVerified: false,
    emailDomain: 'mail.hillandalegolf.com',
  },
  course: { phone: null, website: null, websiteDomain: null, city: 'Durham', state: 'NC' },
  domainMatches: false,
  otherClaims: [{ _id: id(32), courseId: id(33), courseName: 'Duke Golf Club', status: 'rejected' }],
  owners: [{ _id: id(34), firstName: 'Gary', lastName: 'G.' }],
};

/** The data on these screens: names, places, notes, e-mail, phone numbers and web domains. */
const DATA =
  /Hillandale|Hole \d+ Restroom|Course \d+|Behind the 7th tee|Gary G\.|Torn down, only the slab is left|Olive( Oakley)?|Duke Golf Club|General manager|I run the pro shop|[\w.]+@[\w.]+|mail\.hillandalegolf\.com|Durham, NC|München/g;

/** What Intl writes in the test's en-US locale: months, and a country's name. */
const INTL = /(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?= \d)|Germany/g;
const allowed = new RegExp(`${DATA.source}|${INTL.source}`, 'g');

/** The owner API as the server answers it; `refusals` are error bodies for the paths named. */
function stubApi({
  claims = [OWN_CLAIM],
  owned = COURSES,
  refusals = {},
}: {
  claims?: OwnClaim[];
  owned?: OwnerCourse[];
  refusals?: Parameters<typeof answerByPath>[1];
} = {}) {
  answerByPath(
    {
      '/api/owner/stats': {
        stats: {
          totalCourses: 25,
          totalRestrooms: 1234,
          pendingSubmissions: 1,
          totalReviews: 50,
          averageRating: 4.25,
        },
      },
      '/api/owner/courses': { courses: owned },
      '/api/owner/pending-submissions': { submissions: [SUBMISSION] },
      '/api/owner/reports': { reports: REPORTS },
      '/api/owner/claims': { claims },
      '/api/admin/claims': { claims: [CLAIM] },
      [`/api/courses/${COURSES[0]?._id}/owners`]: {
        owners: [{ _id: id(34), firstName: 'Gary', lastName: 'G.', email: 'gary@example.com' }],
      },
      [`/api/restrooms/course/${COURSES[0]?._id}`]: { restrooms: [] },
    },
    refusals,
  );
}

const draw = (ui: ReactNode, { role = 'admin', at = '/owner-dashboard' } = {}) =>
  drawScreen(ui, {
    session: signedIn({
      _id: USER,
      email: 'olive@example.com',
      role: role as 'admin',
      firstName: 'Olive',
      lastName: 'Owner',
    }),
    at,
  });

/** Selects a tab (Radix selects on mouse down) and waits for it. */
async function openTab(name: RegExp) {
  const tab = await screen.findByRole('tab', { name });
  fireEvent.mouseDown(tab);
  await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
}

const pseudo = (text: string) => new RegExp(pseudoText(text).replace(/[()]/g, '\\$&'));
const left = () => englishLeft(document.body, allowed);

beforeEach(async () => {
  localStorage.clear();
  await db.outbox.clear();
  showPseudoLocale();
});

afterEach(() => {
  cleanup();
  showEnglish();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('owner screens in the pseudo-locale', () => {
  it('the dashboard: title, numbers, five tabs, a pending submission and both moderation dialogs', async () => {
    stubApi();
    draw(<OwnerDashboardPage />);
    await screen.findByText('Hole 7 Restroom');
    await screen.findByRole('tab', { name: pseudo('Claims (1)') });
    await waitFor(() => expect(left()).toEqual([]));

    fireEvent.click(screen.getByRole('button', { name: pseudo('Approve') }));
    await screen.findByRole('dialog');
    expect(left()).toEqual([]);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: pseudo('Reject') }));
    await screen.findByRole('dialog');
    expect(left()).toEqual([]);
  });

  it('the Reports tab, a report no longer open, and the removal asked first', async () => {
    stubApi();
    draw(<OwnerDashboardPage />, { at: `/owner-dashboard?report=${id(99)}` });
    await screen.findByText(pseudoText('The report you were told about is no longer open.'));
    await screen.findByText('Torn down, only the slab is left', { exact: false });
    await waitFor(() => expect(left()).toEqual([]));

    fireEvent.click(screen.getByRole('button', { name: pseudo('Confirm removal of') }));
    await screen.findByRole('alertdialog');
    expect(left()).toEqual([]);
  });

  it('My Courses: the search past a page, a card with its owners and door signs', async () => {
    stubApi();
    draw(<OwnerDashboardPage />);
    await openTab(pseudo('My Courses (25)'));
    const [owners] = screen.getAllByRole('button', { name: pseudo('Owners') });
    const [signs] = screen.getAllByRole('button', { name: pseudo('Door signs') });
    fireEvent.click(owners as HTMLElement);
    fireEvent.click(signs as HTMLElement);
    await screen.findByText('gary@example.com');
    await screen.findByText(pseudoText('No restrooms listed yet.'));
    await waitFor(() => expect(left()).toEqual([]));

    fireEvent.click(screen.getAllByRole('button', { name: pseudo('Remove owner') })[0] as HTMLElement);
    await screen.findByRole('alertdialog');
    expect(left()).toEqual([]);
  });

  it("the admin's Claims tab and its Reject dialog with the reason's message", async () => {
    stubApi();
    draw(<OwnerDashboardPage />);
    await openTab(pseudo('Claims (1)'));
    await screen.findByText('I run the pro shop');
    await waitFor(() => expect(left()).toEqual([]));

    fireEvent.click(screen.getAllByRole('button', { name: pseudo('Reject') }).at(-1) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await screen.findByText(pseudoText('A reason is required to reject a claim'));
    expect(left()).toEqual([]);
  });

  it('decisions waiting on the device and refused by the server', () => {
    const entry = (n: number, status: OutboxEntry['status']): OutboxEntry => ({
      id: `e${n}`,
      userId: USER,
      kind: 'submission.decide',
      version: 1,
      params: { submissionId: id(40 + n) },
      body: { action: 'approve' },
      label: 'Hole 7 Restroom',
      resourceKey: `submission:${n}`,
      status,
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 0,
    });
    const queued = (n: number, status: OutboxEntry['status']) => ({
      entry: entry(n, status) as never,
      action: 'approve' as const,
      submission: SUBMISSION,
    });
    draw(
      <PendingList
        arranged={{ open: [], syncing: [queued(1, 'pending')], failed: [queued(2, 'failed')] }}
        busyId={null}
        onDecide={() => undefined}
        onRetry={() => undefined}
        onDiscard={() => undefined}
      />,
    );
    expect(screen.getByText(pseudoText('No pending submissions to review.'))).toBeTruthy();
    expect(left()).toEqual([]);
  });

  for (const [state, claims, owned] of [
    ['no claim yet', [], []],
    ['a pending claim', [OWN_CLAIM], []],
    ['a rejected claim', [{ ...OWN_CLAIM, status: 'rejected', reason: null }], []],
    ['an approved claim', [{ ...OWN_CLAIM, status: 'approved' }], []],
    ['the course owned', [{ ...OWN_CLAIM, status: 'approved' }], [{ ...course(0), _id: COURSE }]],
  ] as const) {
    it(`the course screen's claim panel: ${state}`, async () => {
      stubApi({ claims: [...claims], owned: [...owned] });
      const info = { _id: COURSE, name: 'Hillandale', phone: null, website: null };
      draw(<ClaimCourse course={info} userId={USER} />, { role: 'course_owner' });
      await screen.findByRole('heading');
      expect(left()).toEqual([]);
      const claim = screen.queryByRole('button', { name: pseudo('Claim this course') });
      if (claim) {
        fireEvent.click(claim);
        await screen.findByRole('dialog');
        expect(left()).toEqual([]);
      }
    });
  }

  it("the claim form's field messages: the schema's before sending, the server's after", async () => {
    stubApi({
      refusals: {
        [`/api/courses/${COURSE}/claims`]: {
          code: 'invalid_input',
          message: 'Invalid input',
          errors: [
            { path: 'role', message: 'Role contains characters that are not allowed' },
            { path: 'note', message: 'Note must be at most 1000 characters' },
          ],
        },
      },
    });
    const info = { _id: COURSE, name: 'Hillandale', phone: null, website: null };
    draw(<ClaimForm course={info} onClose={() => undefined} />, { role: 'course_owner' });
    const form = (await screen.findByRole('dialog')).querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    await screen.findByText(pseudoText('Your role at the course is required'));
    expect(left()).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: pseudo('Your role at the course') }), {
      target: { value: 'General manager' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: pseudo('Phone number') }), {
      target: { value: 'call me' },
    });
    fireEvent.submit(form);
    await screen.findByText(pseudoText('Enter a phone number (digits, spaces, + ( ) - .)'));
    expect(left()).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: pseudo('Phone number') }), {
      target: { value: '+1 919 555 0100' },
    });
    fireEvent.submit(form);
    await screen.findByText(pseudoText('Note must be at most 1000 characters'));
    expect(screen.getByText(pseudoText('Role contains characters that are not allowed'))).toBeTruthy();
    expect(left()).toEqual([]);
  });
});
