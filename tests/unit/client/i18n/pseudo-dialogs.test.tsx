// @vitest-environment happy-dom
/**
 * The untranslated-text check of the course page's dialogs and forms (issue 39, area
 * `courseDialogs`): each one drawn in the pseudo-locale (tests/unit/client/i18n/pseudo.ts), with its
 * validation errors and toasts, shows no Latin word outside the catalogues. Data is not translated:
 * course and restroom names, golfers' names, review texts and the dates `Intl` writes are allowed.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '../../../../src/client/features/auth/session-context';
import { useSession } from '../../../../src/client/features/auth';
import { detailKeys } from '../../../../src/client/features/course-detail/api/queries';
import { AddRestroomDialog } from '../../../../src/client/features/course-detail/components/add-restroom-dialog';
import { EditDetails } from '../../../../src/client/features/course-detail/components/edit-details';
import { QuickQuestion } from '../../../../src/client/features/course-detail/components/quick-question';
import { ReportDialog } from '../../../../src/client/features/course-detail/components/report-dialog';
import { RestroomDetailsDialog } from '../../../../src/client/features/course-detail/components/restroom-details-dialog';
import { ReviewDialog } from '../../../../src/client/features/course-detail/components/review-dialog';
import { useQuickQuestion } from '../../../../src/client/features/course-detail/hooks/use-quick-question';
import { getToasts, resetToasts } from '../../../../src/client/lib/toast/toast-store';
import { useOutboxView } from '../../../../src/client/offline/outbox';
import type { Question } from '../../../../src/shared/schemas/questions';
import type { Review } from '../../../../src/shared/schemas/reviews';
import {
  COURSE_ID,
  GOLFER,
  course,
  golferOutboxPerTest,
  golferSession,
  newClient,
  restroom,
  wrapperWith,
} from '../course-detail/fixtures';
import { englishLeft, pseudoText, showEnglish, showPseudoLocale } from './pseudo';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

golferOutboxPerTest();
beforeEach(() => {
  resetToasts();
  showPseudoLocale();
});
afterEach(() => {
  showEnglish();
  resetToasts();
  vi.unstubAllGlobals();
});

const ROOM = { ...restroom(1, 4, 2), myFeedback: 'none' as const };
const DATA = new RegExp(
  [ROOM.name, course.name, 'Ada L\\.', 'Bob K\\.', 'Clean and close', 'Out of paper', 'Nov 13, 2026'].join(
    '|',
  ),
  'g',
);
const left = (allowed = DATA) => englishLeft(document.body, allowed);
const toastWords = () =>
  getToasts().flatMap(({ title, description }) =>
    englishLeft(Object.assign(document.createElement('div'), { textContent: `${title} ${description}` })),
  );
const press = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: pseudoText(name) })));

it('Add Restroom, with its refusal of a missing name', async () => {
  render(
    <AddRestroomDialog
      courseId={COURSE_ID}
      coursePoint={course}
      restrooms={[]}
      open
      onOpenChange={() => undefined}
    />,
    { wrapper: wrapperWith(newClient()) },
  );
  fireEvent.change(screen.getByLabelText(pseudoText('Location type')), { target: { value: 'on-course' } });
  await press('Add Restroom');
  expect(await screen.findByText(pseudoText('Restroom name is required'))).toBeTruthy();
  // The spec's restroom names are the names it is stored under: data, shown as they are.
  expect(left(new RegExp(`${DATA.source}|Hole \\d+ Restroom`, 'g'))).toEqual([]);
});

const review = (n: number, userId: string, comment: string): Review => ({
  _id: `0b5c1f52-7a8e-4a0b-9a59-2f8d3c1e0d0${n}`,
  userId,
  restroomId: ROOM._id,
  userName: userId === GOLFER ? 'Ada L.' : 'Bob K.',
  rating: 4,
  comment,
  createdAt: '2026-11-13T12:00:00.000Z',
});

function openReviews(reviews: Review[]) {
  const client = newClient();
  client.setQueryData(detailKeys.reviews(ROOM._id), reviews);
  client.setQueryData([...detailKeys.reviews(ROOM._id), 'saved'], reviews);
  render(<ReviewDialog restroom={ROOM} onClose={() => undefined} />, { wrapper: wrapperWith(client) });
}

it('the review dialog: own review, all reviews with their dates, the form and its refusals', async () => {
  openReviews([review(1, GOLFER, 'Clean and close'), review(2, `${GOLFER.slice(0, -1)}9`, 'Out of paper')]);
  await screen.findByText('Out of paper');
  expect(screen.getByText(pseudoText('All Reviews (2)'))).toBeTruthy();
  expect(left()).toEqual([]);

  await press('Edit');
  expect(screen.getByRole('radio', { name: pseudoText('4 stars') })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(pseudoText('Comment (optional)')), {
    target: { value: 'Clean \u0007 again' },
  });
  await press('Update Review');
  expect(
    await screen.findByText(pseudoText('Comment contains characters that are not allowed')),
  ).toBeTruthy();
  expect(left(new RegExp(`${DATA.source}|Clean|again`, 'g'))).toEqual([]);
});

it('the review form without a star: its toast, and the empty list', async () => {
  openReviews([]);
  await screen.findByText(pseudoText('No reviews yet. Be the first to review this restroom!'));
  await press('Add Review');
  await press('Submit Review');
  expect(getToasts()[0]?.title).toBe(pseudoText('Rating Required'));
  expect(toastWords()).toEqual([]);
  expect(left()).toEqual([]);
});

it('Report a problem, with its refusal of no kind chosen', async () => {
  const client = newClient();
  client.setQueryData([...detailKeys.reports(ROOM._id), GOLFER], { reports: [] });
  render(<ReportDialog restroom={ROOM} onClose={() => undefined} onSend={async () => true} />, {
    wrapper: wrapperWith(client),
  });
  await press('Send report');
  expect(screen.getByText(pseudoText('Choose what is wrong.'))).toBeTruthy();
  expect(
    screen.getAllByText(pseudoText('Clears itself after 4 hours'), { exact: false }).length,
  ).toBeGreaterThan(0);
  expect(left()).toEqual([]);
});

it("a restroom's detail, and the owner's edit with its refusals", async () => {
  const point = { latitude: 35.19, longitude: -79.47 };
  const { unmount } = render(
    <RestroomDetailsDialog
      restroom={ROOM}
      coursePoint={point}
      canEdit
      onClose={() => undefined}
      onConfirm={() => undefined}
      onReport={() => undefined}
    />,
    { wrapper: wrapperWith(newClient()) },
  );
  expect(screen.getByRole('button', { name: pseudoText('Still here and OK') })).toBeTruthy();
  expect(left()).toEqual([]);
  unmount();

  // A control character pasted into the access note: the schema's refusal, in the golfer's words.
  const pasted = { ...ROOM, accessNote: 'code \u0007 inside' };
  render(<EditDetails restroom={pasted} onDone={() => undefined} />, { wrapper: wrapperWith(newClient()) });
  await press('Save details');
  expect(
    await screen.findByText(pseudoText('Access note contains characters that are not allowed')),
  ).toBeTruthy();
  expect(left(new RegExp(`${DATA.source}|code|inside`, 'g'))).toEqual([]);
});

it("the owner's edit: the hours library's refusal is said in the golfer's words (its reason as it wrote it)", async () => {
  const typed = { ...ROOM, openingHours: 'when the pro shop is open' };
  render(<EditDetails restroom={typed} onDone={() => undefined} />, { wrapper: wrapperWith(newClient()) });
  await press('Save details');
  const message = await screen.findByText(
    new RegExp(
      `^${pseudoText('Opening hours are not valid OpenStreetMap syntax')}`.replace('OpenStreetMap', '.*'),
    ),
    {},
    { timeout: 10_000 },
  );
  const text = message.textContent ?? '';
  const reason = text.slice(text.indexOf(': ') + 2);
  expect(reason).not.toBe('');
  expect(
    left(
      new RegExp(
        `${DATA.source}|when the pro shop is open|${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        'g',
      ),
    ),
  ).toEqual([]);
});

const SOAP: Question = {
  id: `soap:${ROOM._id}`,
  kind: 'soap',
  restroomId: ROOM._id,
  text: `Soap at the ${ROOM.name} restroom?`,
};
const WHERE: Question = {
  id: 'restroom_where',
  kind: 'restroom_where',
  restroomId: null,
  text: 'Where is it? (hole)',
};

function Card() {
  const { user } = useSession();
  const outbox = useOutboxView(user?._id ?? null);
  return <QuickQuestion ask={useQuickQuestion(COURSE_ID, user, outbox.entries, undefined)} />;
}

function renderCard(questions: Question[], session: SessionValue = golferSession()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: { questions } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  const client = newClient();
  client.setQueryData(detailKeys.restrooms(COURSE_ID), [ROOM]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  return render(<Card />, { wrapper });
}

it('the quick question: its words by id (the restroom named), its answers, the hole, and the thanks', async () => {
  localStorage.clear();
  renderCard([SOAP, WHERE]);
  expect(
    await screen.findByRole('heading', {
      name: `${pseudoText('Soap at the ')}${ROOM.name}${pseudoText(' restroom?')}`,
    }),
  ).toBeTruthy();
  expect(left()).toEqual([]);
  await press('Yes');
  expect(await screen.findByRole('heading', { name: pseudoText('Where is it? (hole)') })).toBeTruthy();
  expect(screen.getByRole('option', { name: pseudoText('Hole 7') })).toBeTruthy();
  expect(left()).toEqual([]);
  await press('Not sure');
  expect(await screen.findByText(pseudoText('Thanks! Your answer helps every golfer here.'))).toBeTruthy();
  expect(left()).toEqual([]);
});

it('the quick question for an unverified golfer: the hint', () => {
  localStorage.clear();
  const session = golferSession();
  renderCard([SOAP], { ...session, user: { ...session.user!, emailVerified: false } });
  expect(screen.getByText(pseudoText('Your account'))).toBeTruthy();
  expect(left()).toEqual([]);
});
