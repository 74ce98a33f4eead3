// @vitest-environment happy-dom
/**
 * Issue 32 on the course page (docs/product.md §13): one quick question at a time, answered with one
 * tap through the outbox, the next one taking its place; "Where is it?" answered with a hole, with
 * the golfer's position when they stand at it (without it, and saying so, when the device gives none); "Not
 * now" rests the course's questions for the round (lib/question-memory.ts); nothing for a guest and
 * a hint for an unverified account; a refused answer stays shown with Retry and Discard. And the
 * course's facts: likely clubhouse, no restroom on the course, golfers disagree.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '../../../../src/client/features/auth/session-context';
import { useSession } from '../../../../src/client/features/auth';
import { CourseFacts } from '../../../../src/client/features/course-detail/components/course-facts';
import { QuickQuestion } from '../../../../src/client/features/course-detail/components/quick-question';
import { useQuickQuestion } from '../../../../src/client/features/course-detail/hooks/use-quick-question';
import {
  questionsResting,
  restQuestions,
} from '../../../../src/client/features/course-detail/lib/question-memory';
import { db } from '../../../../src/client/offline/db';
import { queueWrite, useOutboxView, type OutboxEntry } from '../../../../src/client/offline/outbox';
import { writeLabel } from '../../../../src/client/offline/outbox/entry-words';
import type { CourseFacts as Facts } from '../../../../src/shared/schemas/courses';
import type { Question } from '../../../../src/shared/schemas/questions';
import { COURSE_ID, golferOutboxPerTest, golferSession, newClient } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

golferOutboxPerTest();
afterEach(() => {
  vi.unstubAllGlobals();
  // The stub is the instance's own property: deleting it uncovers happy-dom's.
  delete (navigator as { geolocation?: unknown }).geolocation;
});

/** The device's answer to "where am I?": a position, or a GeolocationPositionError's code. */
function stubGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) =>
    'code' in answer
      ? fail?.(answer as GeolocationPositionError)
      : ok({ coords: answer } as unknown as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

const CLUBHOUSE: Question = {
  id: 'clubhouse_restroom',
  kind: 'clubhouse_restroom',
  restroomId: null,
  text: 'Is there a restroom at the clubhouse?',
};
const ON_COURSE: Question = {
  id: 'on_course_restroom',
  kind: 'on_course_restroom',
  restroomId: null,
  text: 'Is there a restroom on the course?',
};
const WHERE: Question = {
  id: 'restroom_where',
  kind: 'restroom_where',
  restroomId: null,
  text: 'Where is it? (hole)',
};

function Card({ facts }: { facts: Facts | undefined }) {
  const { user } = useSession();
  const outbox = useOutboxView(user?._id ?? null);
  return <QuickQuestion ask={useQuickQuestion(COURSE_ID, user, outbox.entries, facts)} />;
}

/** The card for `session`, the server answering `questions` (asked again on each visit). */
function renderCard(questions: Question[], session: SessionValue = golferSession(), facts?: Facts) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      asked.push(new URL(request.url).pathname);
      return new Response(JSON.stringify({ success: true, data: { questions } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const client = newClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  return { ...render(<Card facts={facts} />, { wrapper }), asked };
}

/** The outbox's entries, by question (their ids are random). */
const queued = async () =>
  (await db.outbox.toArray())
    .sort((a, b) => JSON.stringify(a.params).localeCompare(JSON.stringify(b.params)))
    .map((entry) => [entry.kind, entry.params, entry.body, entry.status]);

it('asks one question at a time, queues each answer through the outbox, and thanks at the end', async () => {
  localStorage.clear();
  renderCard([CLUBHOUSE, ON_COURSE]);
  expect(await screen.findByRole('heading', { name: CLUBHOUSE.text })).toBeTruthy();
  expect(screen.queryByText(ON_COURSE.text)).toBeNull();
  await act(async () => screen.getByRole('button', { name: 'Yes' }).click());
  expect(await screen.findByRole('heading', { name: ON_COURSE.text })).toBeTruthy();
  await act(async () => screen.getByRole('button', { name: 'Not sure' }).click());
  expect(await screen.findByText('Thanks! Your answer helps every golfer here.')).toBeTruthy();
  await expect.poll(queued).toEqual([
    [
      'answer.create',
      { courseId: COURSE_ID, questionId: 'clubhouse_restroom' },
      { questionId: 'clubhouse_restroom', answer: 'yes' },
      'pending',
    ],
    [
      'answer.create',
      { courseId: COURSE_ID, questionId: 'on_course_restroom' },
      { questionId: 'on_course_restroom', answer: 'unsure' },
      'pending',
    ],
  ]);
});

it('does not ask again a question whose answer waits in the outbox', async () => {
  localStorage.clear();
  await queueWrite('answer.create', {
    params: { courseId: COURSE_ID, questionId: 'clubhouse_restroom' },
    body: { questionId: 'clubhouse_restroom', answer: 'no' },
    subject: 'Answer',
  });
  renderCard([CLUBHOUSE, ON_COURSE]);
  expect(await screen.findByRole('heading', { name: ON_COURSE.text })).toBeTruthy();
  expect(screen.queryByText(CLUBHOUSE.text)).toBeNull();
});

it('asks again on each visit, and skips a course-wide question the course’s facts settled', async () => {
  localStorage.clear();
  const { asked } = renderCard([CLUBHOUSE, ON_COURSE], golferSession(), {
    clubhouseRestroom: 'no',
    onCourseRestrooms: 'unknown',
    agreeing: 2,
    lastAnsweredAt: null,
    disputed: [],
  });
  expect(await screen.findByRole('heading', { name: ON_COURSE.text })).toBeTruthy();
  expect(screen.queryByText(CLUBHOUSE.text)).toBeNull();
  expect(asked).toEqual([`/api/courses/${COURSE_ID}/questions`]);
});

it('answers "Where is it?" with a hole', async () => {
  localStorage.clear();
  renderCard([WHERE]);
  const save = await screen.findByRole('button', { name: 'Save' });
  expect((save as HTMLButtonElement).disabled).toBe(true);
  act(() => void fireEvent.change(screen.getByLabelText('Hole'), { target: { value: '7' } }));
  await act(async () => save.click());
  await expect
    .poll(queued)
    .toEqual([
      [
        'answer.create',
        { courseId: COURSE_ID, questionId: 'restroom_at_hole:7' },
        { questionId: 'restroom_at_hole:7', answer: 'yes' },
        'pending',
      ],
    ]);
  expect(screen.queryByText(WHERE.text)).toBeNull();
});

it('answers "Where is it?" with the hole and the position read once by "I\'m standing at it"', async () => {
  localStorage.clear();
  const locate = stubGeolocation({ latitude: 35.19251, longitude: -79.46012 });
  renderCard([WHERE]);
  const standing = await screen.findByRole('button', { name: "I'm standing at it" });
  expect((standing as HTMLButtonElement).disabled).toBe(true);
  act(() => void fireEvent.change(screen.getByLabelText('Hole'), { target: { value: '7' } }));
  await act(async () => standing.click());
  expect(locate).toHaveBeenCalledOnce();
  await expect
    .poll(queued)
    .toEqual([
      [
        'answer.create',
        { courseId: COURSE_ID, questionId: 'restroom_at_hole:7' },
        { questionId: 'restroom_at_hole:7', answer: 'yes', latitude: 35.19251, longitude: -79.46012 },
        'pending',
      ],
    ]);
  expect(screen.queryByText(/without your position/)).toBeNull();
  const [answer] = await db.outbox.toArray();
  expect(writeLabel(answer as OutboxEntry)).toBe('Restroom at hole 7? Yes, where I stood');
});

it('sends the hole without a position when the device refuses one, and says so', async () => {
  localStorage.clear();
  stubGeolocation({ code: 1 });
  renderCard([WHERE, ON_COURSE]);
  const hole = await screen.findByLabelText('Hole');
  act(() => void fireEvent.change(hole, { target: { value: '12' } }));
  await act(async () => screen.getByRole('button', { name: "I'm standing at it" }).click());
  expect(
    await screen.findByText('Your answer is saved without your position (Location access denied by user).'),
  ).toBeTruthy();
  expect(screen.getByRole('heading', { name: ON_COURSE.text })).toBeTruthy();
  await expect
    .poll(queued)
    .toEqual([
      [
        'answer.create',
        { courseId: COURSE_ID, questionId: 'restroom_at_hole:12' },
        { questionId: 'restroom_at_hole:12', answer: 'yes' },
        'pending',
      ],
    ]);
});

it('"Not now" rests the course’s questions for the round, on this device', async () => {
  localStorage.clear();
  const first = renderCard([CLUBHOUSE]);
  await act(async () => (await screen.findByRole('button', { name: 'Not now (for this round)' })).click());
  expect(screen.queryByText(CLUBHOUSE.text)).toBeNull();
  first.unmount();
  renderCard([CLUBHOUSE]);
  await act(async () => undefined);
  expect(screen.queryByText(CLUBHOUSE.text)).toBeNull();
  expect(await queued()).toEqual([]);
});

it('remembers the rest for 8 hours, per course', () => {
  localStorage.clear();
  const at = new Date('2026-06-01T09:00:00Z');
  restQuestions('c1', at);
  expect(questionsResting('c1', new Date('2026-06-01T16:59:00Z'))).toBe(true);
  expect(questionsResting('c1', new Date('2026-06-01T17:01:00Z'))).toBe(false);
  expect(questionsResting('c2', at)).toBe(false);
});

it('asks a guest nothing, and tells an unverified golfer how to answer', async () => {
  localStorage.clear();
  const guest = renderCard([CLUBHOUSE], { ...golferSession(), user: null });
  await act(async () => undefined);
  expect(guest.container.textContent).toBe('');
  guest.unmount();
  const session = golferSession();
  const unverified = renderCard([CLUBHOUSE], {
    ...session,
    user: { ...session.user!, emailVerified: false },
  });
  expect(await screen.findByText(/Verify your email address to answer quick questions/)).toBeTruthy();
  expect(screen.queryByText(CLUBHOUSE.text)).toBeNull();
  expect([...guest.asked, ...unverified.asked]).toEqual([]);
});

it('keeps a refused answer in view with Retry and Discard', async () => {
  localStorage.clear();
  const entry = await queueWrite('answer.create', {
    params: { courseId: COURSE_ID, questionId: 'clubhouse_restroom' },
    body: { questionId: 'clubhouse_restroom', answer: 'yes' },
  });
  await db.outbox.update(entry.id, { status: 'failed', error: 'Course not found' });
  renderCard([CLUBHOUSE, ON_COURSE]);
  expect(await screen.findByText('Not saved: Course not found')).toBeTruthy();
  expect(screen.getByText('Restroom at the clubhouse? Yes')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: ON_COURSE.text })).toBeTruthy();
});

const FACTS: Facts = {
  clubhouseRestroom: 'likely',
  onCourseRestrooms: 'unknown',
  agreeing: 0,
  lastAnsweredAt: null,
  disputed: [],
};

it('says a clubhouse restroom is likely until one is listed, never as a listed one', () => {
  const { container, rerender } = render(<CourseFacts facts={FACTS} clubhouseListed={false} />);
  expect(screen.getByText('Clubhouse — likely a restroom, not confirmed yet')).toBeTruthy();
  rerender(<CourseFacts facts={FACTS} clubhouseListed />);
  expect(container.textContent).toBe('');
});

it('says when the course has no restroom out on it, and when golfers disagree', () => {
  render(
    <CourseFacts
      facts={{
        ...FACTS,
        clubhouseRestroom: 'unknown',
        onCourseRestrooms: 'no',
        agreeing: 2,
        lastAnsweredAt: '2026-06-01T09:00:00.000Z',
        disputed: ['clubhouseRestroom'],
      }}
      clubhouseListed={false}
    />,
  );
  const notes = screen.getByRole('list', { name: 'What golfers know' });
  expect([...notes.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    'Golfers disagree',
    'No restroom on the course — the clubhouse is the last stop',
  ]);
  expect(screen.getByText(/2 golfers agree · last answer/)).toBeTruthy();
});
