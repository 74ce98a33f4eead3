/**
 * POST /api/courses/:id/answers (docs/product.md §13): a golfer's answer to one of the course's
 * questions, stored (one per golfer and question; a second replaces the first), then settled with
 * the others (settle.ts) under the course lock, so two golfers answering at once are judged in
 * turn. What a settled answer changes is listing.ts; whether a season is open goes through the
 * reports and confirmations that already say so ("closed for the season", "Still here and OK").
 */
import { parseQuestionId, questionId, type ParsedQuestion } from '../../shared/questions';
import { isUuid, type AnswerResult, type answerInputSchema } from '../../shared/schemas';
import type * as v from 'valibot';
import type { AuthUser } from '../auth/tokens';
import type { Executor } from '../db/client';
import { lockCourse } from '../db/consistency';
import { ApiError } from '../http/envelope';
import { createReport } from '../reports/service';
import { findActiveReportOf } from '../reports/queries';
import { confirmRestroom } from '../restrooms/details';
import { presentOne } from '../restrooms/extras';
import type { RestroomRow } from '../restrooms/queries';
import { canModerate } from '../restrooms/service';
import { requireVerifiedAccount } from '../users/service';
import { COURSE_NOT_FOUND } from './ask';
import { courseWideStates, presentFacts, refreshCourseFacts } from './facts';
import { listFromAnswers, meanPosition, setAmenity, type Settler } from './listing';
import {
  listedRestrooms,
  listingOf,
  markSettled,
  positionsOfYes,
  upsertAnswer,
  votesOn,
  type ListedRestroom,
} from './queries';
import { isSettled, settle, type Settlement } from './settle';
import { confirmReopened, reopeningOf } from './spring';
import { findCourseById } from '../courses/queries';

type AnswerInput = v.InferOutput<typeof answerInputSchema>;

export const VERIFY_TO_ANSWER = 'Verify your email address to answer questions';
export const WHERE_NEEDS_HOLE = 'Say which hole it is at (restroom_at_hole:N), or that you are not sure';
const RESTROOM_NOT_FOUND = 'Restroom not found';

interface Answering {
  courseId: string;
  id: string;
  question: ParsedQuestion;
  answer: AnswerInput['answer'];
  settler: Settler;
  rooms: ListedRestroom[];
  now: Date;
}

/** A question's own answers settled again; the golfers who just settled it are marked. */
async function settleQuestion(tx: Executor, a: Answering, before: Settlement): Promise<Settlement> {
  const after = settle(await votesOn(tx, a.courseId, a.id));
  if (isSettled(after.state) && after.state !== before.state) {
    await markSettled(tx, a.courseId, a.id, after.agreeing);
  }
  return after;
}

/** A restroom at a hole, or an amenity: answers of their own, settled on their own. */
async function applyOwnQuestion(tx: Executor, a: Answering, before: Settlement): Promise<RestroomRow | null> {
  const after = await settleQuestion(tx, a, before);
  if (!isSettled(after.state) || a.answer !== after.state) return null;
  const { question } = a;
  if (question.kind === 'restroom_at_hole') {
    const listed = a.rooms.some(
      (room) => room.locationType === 'on-course' && room.holeNumber === question.hole,
    );
    if (after.state !== 'yes' || listed) return null;
    const position = meanPosition(await positionsOfYes(tx, a.courseId, a.id));
    return listFromAnswers(
      tx,
      a.courseId,
      { locationType: 'on-course', hole: question.hole, position },
      a.settler,
      a.now,
    );
  }
  if (question.kind === 'soap' || question.kind === 'step_free') {
    await setAmenity(tx, question.restroomId, question.kind, after.state === 'yes', a.settler, a.now);
  }
  return null;
}

/** "Is it open this season?": yes is a "Still here and OK", no a "closed for the season" report. */
async function applySeason(tx: Executor, user: AuthUser, restroomId: string, a: Answering): Promise<void> {
  if (a.answer === 'yes') await confirmRestroom(tx, user, restroomId, a.now);
  if (a.answer === 'no' && !(await findActiveReportOf(tx, restroomId, user.id, 'closed_for_season', a.now))) {
    await createReport(tx, user, restroomId, { kind: 'closed_for_season' }, a.now);
  }
}

/** Spring's "Is it open again?" (spring.ts): a no is a report as above, agreeing yeses confirm it. */
async function applyReopened(tx: Executor, user: AuthUser, restroomId: string, a: Answering): Promise<void> {
  if (a.answer === 'no') await applySeason(tx, user, restroomId, a);
  if (a.answer !== 'yes') return;
  const room = a.rooms.find((r) => r.id === restroomId);
  const course = await findCourseById(tx, a.courseId);
  const since = room && course ? reopeningOf(room, course, a.now) : null;
  await confirmReopened(tx, user, { courseId: a.courseId, id: a.id, restroomId }, since, a.now);
}

export async function answerQuestion(
  tx: Executor,
  user: AuthUser,
  courseId: string,
  input: AnswerInput,
  now: Date,
): Promise<AnswerResult> {
  if (!isUuid(courseId) || !(await lockCourse(tx, courseId)))
    throw new ApiError(404, 'course_not_found', COURSE_NOT_FOUND);
  await requireVerifiedAccount(tx, user.id, VERIFY_TO_ANSWER);
  const question = parseQuestionId(input.questionId);
  // The schema admits only ids that parse; this keeps the type honest.
  if (!question) throw new ApiError(400, 'question_not_asked', 'Choose a question this course asks');
  if (question.kind === 'restroom_where' && input.answer !== 'unsure')
    throw new ApiError(400, 'hole_required', WHERE_NEEDS_HOLE);
  const rooms = await listedRestrooms(tx, courseId);
  const restroomId = 'restroomId' in question ? question.restroomId : null;
  if (restroomId !== null && !rooms.some((room) => room.id === restroomId)) {
    throw new ApiError(404, 'restroom_not_found', RESTROOM_NOT_FOUND);
  }
  const a: Answering = {
    courseId,
    id: questionId(question),
    question,
    answer: input.answer,
    settler: { byOwner: await canModerate(tx, user, courseId), userId: user.id },
    rooms,
    now,
  };
  const courseWide = await courseWideStates(tx, courseId);
  const ownBefore = settle(await votesOn(tx, courseId, a.id));
  const standing = question.kind === 'restroom_at_hole' && input.answer === 'yes';
  await upsertAnswer(tx, {
    courseId,
    userId: user.id,
    questionId: a.id,
    restroomId,
    answer: input.answer,
    latitude: standing ? (input.latitude ?? null) : null,
    longitude: standing ? (input.longitude ?? null) : null,
    byOwner: a.settler.byOwner,
    answeredAt: now,
  });

  let listed: RestroomRow | null = null;
  if (question.kind === 'season_open') await applySeason(tx, user, question.restroomId, a);
  else if (question.kind === 'season_reopened') await applyReopened(tx, user, question.restroomId, a);
  else if (question.kind !== 'clubhouse_restroom' && question.kind !== 'on_course_restroom') {
    if (question.kind !== 'restroom_where') listed = await applyOwnQuestion(tx, a, ownBefore);
  }
  const { after, stored } = await refreshCourseFacts(tx, courseId, now, courseWide);
  for (const [name, before] of [
    ['clubhouse', courseWide.clubhouse],
    ['onCourse', courseWide.onCourse],
  ] as const) {
    const state = after[name];
    const qid = questionId({ kind: name === 'clubhouse' ? 'clubhouse_restroom' : 'on_course_restroom' });
    if (isSettled(state.state) && state.state !== before.state)
      await markSettled(tx, courseId, qid, state.agreeing);
  }
  const listing = listingOf(rooms);
  if (
    question.kind === 'clubhouse_restroom' &&
    after.clubhouse.state === 'yes' &&
    input.answer === 'yes' &&
    !listing.clubhouse
  ) {
    listed = await listFromAnswers(tx, courseId, { locationType: 'clubhouse' }, a.settler, now);
  }
  return {
    facts: presentFacts(stored, listingOf(listed ? [...rooms, listed] : rooms)),
    restroom: listed ? await presentOne(tx, listed, now) : null,
  };
}
