/**
 * Spring (docs/product.md §10, §13): when a seasonal restroom's first open month arrives (the
 * course's month) and nobody has confirmed it since, the course's quick questions ask "Is {it} open
 * again?" (shared/hours/judge.ts unconfirmedReopening, the moment the screens start saying "Should
 * be open again — not confirmed yet"). Agreeing answers given since that moment (two golfers with
 * verified email, or the owner) confirm it open, as a "Still here and OK" by the golfer whose answer
 * settled it, which ends the question for everyone; a "no" is a "closed for the season" report, whose
 * voices decide as every report's do.
 */
import { unconfirmedReopening } from '../../shared/hours/judge';
import { timeZoneAt } from '../../shared/hours/engine';
import { maskToMonths } from '../../shared/restroom-state';
import type { AuthUser } from '../auth/tokens';
import type { Executor } from '../db/client';
import { confirmRestroom } from '../restrooms/details';
import { markSettled, votesOn, type ListedRestroom } from './queries';
import { settle } from './settle';

type SpringRoom = Pick<ListedRestroom, 'season' | 'openMonths' | 'lastConfirmedAt'>;

/** When the restroom's season began, while nobody has confirmed it since; else null. */
export function reopeningOf(
  room: SpringRoom,
  coursePoint: { latitude: number; longitude: number },
  now: Date,
): Date | null {
  return unconfirmedReopening(
    {
      season: room.season as 'year_round' | 'seasonal' | 'unknown',
      openMonths: maskToMonths(room.openMonths),
      lastConfirmedAt: room.lastConfirmedAt?.toISOString() ?? null,
    },
    now,
    timeZoneAt(coursePoint),
  );
}

/** A "yes" to "Is it open again?": counted with the yeses since the season began. */
export async function confirmReopened(
  tx: Executor,
  user: AuthUser,
  question: { courseId: string; id: string; restroomId: string },
  since: Date | null,
  now: Date,
): Promise<void> {
  // Already confirmed this season (or not in its first month): the answer is kept, nothing to do.
  if (since === null) return;
  const votes = (await votesOn(tx, question.courseId, question.id)).filter(
    (vote) => vote.answeredAt.getTime() >= since.getTime(),
  );
  const settled = settle(votes);
  if (settled.state !== 'yes') return;
  await markSettled(tx, question.courseId, question.id, settled.agreeing);
  await confirmRestroom(tx, user, question.restroomId, now);
}
