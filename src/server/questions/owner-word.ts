/**
 * An owner's word on a course's questions all at once (docs/product.md §13: one owner of the course,
 * or an admin, settles a question), as the course set-up gives it (docs/product.md §12): stored as
 * their answers beside the golfers', settled by the same rule (settle.ts), and the golfers who had
 * already said the same are marked as having helped settle it, as an answer does (answer.ts). The
 * caller holds the course lock and is an owner of the course.
 */
import { questionId } from '../../shared/questions';
import type { CourseFacts } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { courseWideStates, presentFacts, refreshCourseFacts } from './facts';
import { listedRestrooms, listingOf, markSettled, upsertAnswer, votesByQuestion, votesOn } from './queries';
import { isSettled, settle } from './settle';

export interface OwnerWord {
  clubhouse: boolean;
  onCourse: boolean;
  /** The holes with a restroom; a hole golfers named that is not among them has none. */
  holes: number[];
}

const AT_HOLE = 'restroom_at_hole';

/** Stores one of the owner's answers and marks the golfers who agreed once it settles anew. */
async function answerAsOwner(
  tx: Executor,
  who: { courseId: string; userId: string },
  id: string,
  answer: 'yes' | 'no',
  now: Date,
): Promise<void> {
  const before = settle(await votesOn(tx, who.courseId, id));
  await upsertAnswer(tx, {
    courseId: who.courseId,
    userId: who.userId,
    questionId: id,
    restroomId: null,
    answer,
    latitude: null,
    longitude: null,
    byOwner: true,
    answeredAt: now,
  });
  const after = settle(await votesOn(tx, who.courseId, id));
  if (isSettled(after.state) && after.state !== before.state) {
    await markSettled(tx, who.courseId, id, after.agreeing);
  }
}

/** Settles the course-wide facts and every hole golfers asked about; answers the facts as shown. */
export async function settleByOwner(
  tx: Executor,
  who: { courseId: string; userId: string },
  word: OwnerWord,
  now: Date,
): Promise<CourseFacts> {
  const courseWide = await courseWideStates(tx, who.courseId);
  const named = [...(await votesByQuestion(tx, who.courseId, AT_HOLE)).keys()];
  const holes = new Set(word.holes.map((hole) => questionId({ kind: AT_HOLE, hole })));
  for (const id of new Set([...holes, ...named])) {
    await answerAsOwner(tx, who, id, holes.has(id) ? 'yes' : 'no', now);
  }
  await answerAsOwner(
    tx,
    who,
    questionId({ kind: 'clubhouse_restroom' }),
    word.clubhouse ? 'yes' : 'no',
    now,
  );
  await answerAsOwner(tx, who, questionId({ kind: 'on_course_restroom' }), word.onCourse ? 'yes' : 'no', now);
  const { stored } = await refreshCourseFacts(tx, who.courseId, now, courseWide);
  return presentFacts(stored, listingOf(await listedRestrooms(tx, who.courseId)));
}
