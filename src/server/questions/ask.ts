/**
 * GET /api/courses/:id/questions (docs/product.md §13): up to three questions for the caller about
 * the most useful unknowns of the course, most useful first: whether the clubhouse has a restroom,
 * whether the course has one out on it, a restroom another golfer placed at a hole, where the one on
 * the course is, then each listed restroom's season (in spring, "Is it open again?": spring.ts),
 * step-free path and soap. Never a question the
 * caller answered (or skipped) within 90 days, nor one the course's answers or listing settled.
 * Only accounts with a verified email answer, so the others are asked nothing.
 */
import {
  QUESTION_MEMORY_DAYS,
  QUESTIONS_PER_ASK,
  questionId,
  questionText,
  type ParsedQuestion,
} from '../../shared/questions';
import { maskToMonths } from '../../shared/restroom-state';
import { isUuid, type Question } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import { findCourseById } from '../courses/queries';
import type { Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import { requireAccount } from '../users/service';
import {
  answeredSince,
  listedRestrooms,
  listingOf,
  readFacts,
  votesByQuestion,
  type ListedRestroom,
} from './queries';
import { isSettled, settle, type FactState } from './settle';
import { reopeningOf } from './spring';

type CoursePoint = { latitude: number; longitude: number };

const DAY_MS = 24 * 60 * 60 * 1000;
export const COURSE_NOT_FOUND = 'Course not found';

interface Candidate {
  question: ParsedQuestion;
  restroom?: ListedRestroom;
}

/** Holes golfers placed a restroom at that the course does not list and nobody settled: most voices first. */
async function openHoles(
  db: Executor,
  courseId: string,
  rooms: readonly ListedRestroom[],
): Promise<number[]> {
  const listedHoles = new Set(
    rooms.filter((room) => room.locationType === 'on-course').map((room) => room.holeNumber),
  );
  const open: { hole: number; voices: number }[] = [];
  for (const [id, votes] of await votesByQuestion(db, courseId, 'restroom_at_hole')) {
    const hole = Number(id.split(':')[1]);
    const voices = votes.filter((vote) => vote.answer === 'yes').length;
    if (voices > 0 && !listedHoles.has(hole) && !isSettled(settle(votes).state)) open.push({ hole, voices });
  }
  return open.sort((a, b) => b.voices - a.voices || a.hole - b.hole).map((entry) => entry.hole);
}

function restroomCandidates(
  rooms: readonly ListedRestroom[],
  now: Date,
  coursePoint: CoursePoint,
): Candidate[] {
  // Spring first: a season that just began, unconfirmed (spring.ts); its "open this season?" waits.
  const reopening = rooms.filter((room) => reopeningOf(room, coursePoint, now) !== null);
  // In season by its months (UTC month: a question's timing need not be exact to the course's midnight).
  const inSeasonNow = (room: ListedRestroom) => {
    const months = maskToMonths(room.openMonths);
    return room.season !== 'seasonal' || months.length === 0 || months.includes(now.getUTCMonth() + 1);
  };
  const seasonal = rooms.filter(
    (room) =>
      (room.locationType === 'halfway-house' || room.season === 'seasonal') &&
      room.season !== 'year_round' &&
      inSeasonNow(room) &&
      !reopening.includes(room),
  );
  return [
    ...reopening.map((restroom) => ({
      question: { kind: 'season_reopened', restroomId: restroom.id } as const,
      restroom,
    })),
    ...seasonal.map((restroom) => ({
      question: { kind: 'season_open', restroomId: restroom.id } as const,
      restroom,
    })),
    ...rooms
      .filter((room) => room.stepFree === null)
      .map((restroom) => ({ question: { kind: 'step_free', restroomId: restroom.id } as const, restroom })),
    ...rooms
      .filter((room) => room.soap === null)
      .map((restroom) => ({ question: { kind: 'soap', restroomId: restroom.id } as const, restroom })),
  ];
}

export async function questionsFor(
  db: Executor,
  user: AuthUser,
  courseId: string,
  now: Date,
): Promise<Question[]> {
  const course = isUuid(courseId) ? await findCourseById(db, courseId) : undefined;
  if (!course) throw new ApiError(404, 'course_not_found', COURSE_NOT_FOUND);
  const account = await requireAccount(db, user.id);
  if (account.emailVerifiedAt === null) return [];
  const rooms = await listedRestrooms(db, courseId);
  const listing = listingOf(rooms);
  const facts = await readFacts(db, courseId);
  const clubhouse = (facts?.clubhouse ?? 'none') as FactState;
  const onCourse = (facts?.onCourse ?? 'none') as FactState;
  const onCourseListed = rooms.some((room) => room.locationType === 'on-course');
  const asked = await answeredSince(
    db,
    courseId,
    user.id,
    new Date(now.getTime() - QUESTION_MEMORY_DAYS * DAY_MS),
  );

  const candidates: Candidate[] = [];
  if (!listing.clubhouse && !isSettled(clubhouse))
    candidates.push({ question: { kind: 'clubhouse_restroom' } });
  if (!listing.onCourse && !isSettled(onCourse))
    candidates.push({ question: { kind: 'on_course_restroom' } });
  for (const hole of await openHoles(db, courseId, rooms)) {
    candidates.push({ question: { kind: 'restroom_at_hole', hole } });
  }
  const saidWhere = [...asked].some((id) => id.startsWith('restroom_at_hole:'));
  if (!onCourseListed && (onCourse === 'yes' || onCourse === 'lean_yes') && !saidWhere) {
    candidates.push({ question: { kind: 'restroom_where' } });
  }
  candidates.push(...restroomCandidates(rooms, now, course));

  return candidates
    .filter((candidate) => !asked.has(questionId(candidate.question)))
    .slice(0, QUESTIONS_PER_ASK)
    .map(({ question, restroom }) => ({
      id: questionId(question),
      kind: question.kind,
      restroomId: 'restroomId' in question ? question.restroomId : null,
      text: questionText(question, restroom),
    }));
}
