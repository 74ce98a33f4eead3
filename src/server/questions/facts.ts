/**
 * A course's facts (docs/product.md §13): what its answers settled, read beside what it lists. A
 * listed clubhouse restroom makes the clubhouse "yes" whatever was answered; until golfers settle
 * otherwise, a course without one is "likely" to have one (nearly every course has a pro shop or
 * clubhouse with a restroom), which is never counted as a listed restroom.
 */
import { questionId } from '../../shared/questions';
import type { CourseFacts } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { votesOn, writeFacts, type FactsRow, type Listing } from './queries';
import { settle, type FactState } from './settle';

const CLUBHOUSE = questionId({ kind: 'clubhouse_restroom' });
const ON_COURSE = questionId({ kind: 'on_course_restroom' });

type StoredFacts = Pick<FactsRow, 'clubhouse' | 'onCourse' | 'agreeing' | 'lastAnsweredAt'>;

function clubhouseFact(state: FactState, listed: boolean): CourseFacts['clubhouseRestroom'] {
  if (listed) return 'yes';
  if (state === 'no') return 'no';
  // One "no", or golfers disagreeing: nobody can say "likely" any more.
  if (state === 'lean_no' || state === 'disputed') return 'unknown';
  return 'likely';
}

function onCourseFact(state: FactState, listed: boolean): CourseFacts['onCourseRestrooms'] {
  if (listed || state === 'yes') return 'yes';
  return state === 'no' ? 'no' : 'unknown';
}

/** The course answer's `facts`; a course nobody answered about has no stored row. */
export function presentFacts(stored: StoredFacts | undefined, listed: Listing): CourseFacts {
  const clubhouse = (stored?.clubhouse ?? 'none') as FactState;
  const onCourse = (stored?.onCourse ?? 'none') as FactState;
  const disputed: CourseFacts['disputed'] = [];
  if (clubhouse === 'disputed' && !listed.clubhouse) disputed.push('clubhouseRestroom');
  if (onCourse === 'disputed' && !listed.onCourse) disputed.push('onCourseRestrooms');
  return {
    clubhouseRestroom: clubhouseFact(clubhouse, listed.clubhouse),
    onCourseRestrooms: onCourseFact(onCourse, listed.onCourse),
    agreeing: stored?.agreeing ?? 0,
    lastAnsweredAt: stored?.lastAnsweredAt?.toISOString() ?? null,
    disputed,
  };
}

/** The two course-wide questions' states as their answers stand, before the new answer is stored. */
export async function courseWideStates(db: Executor, courseId: string) {
  const clubhouse = settle(await votesOn(db, courseId, CLUBHOUSE));
  const onCourse = settle(await votesOn(db, courseId, ON_COURSE));
  return { clubhouse, onCourse };
}

/**
 * Settles the course-wide questions again after an answer and stores the result, dated `now`.
 * Answers the states before and after, so the caller can act on a fact that just became settled.
 */
export async function refreshCourseFacts(
  db: Executor,
  courseId: string,
  now: Date,
  before: Awaited<ReturnType<typeof courseWideStates>>,
) {
  const after = await courseWideStates(db, courseId);
  // Disputed and unanswered states have nobody agreeing; a lean has its one voice.
  const agreeing = new Set([...after.clubhouse.agreeing, ...after.onCourse.agreeing]);
  const stored = await writeFacts(db, {
    courseId,
    clubhouse: after.clubhouse.state,
    onCourse: after.onCourse.state,
    agreeing: agreeing.size,
    lastAnsweredAt: now,
  });
  return { before, after, stored };
}
