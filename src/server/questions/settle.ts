/**
 * When answers become truth (docs/product.md §13), as a pure function of one question's answers:
 * an owner of the course (or an admin) settles it at once, their latest word standing; otherwise
 * two golfers agreeing settle it, one is only a lean, and a yes beside a no is a dispute, asked
 * again. An answer stops counting once an opposite answer came more than 90 days after it: a
 * restroom built, or taken away, since. "Not sure" is no vote.
 */
import { QUESTION_MEMORY_DAYS, SETTLING_VOICES, type Answer } from '../../shared/questions';

export interface Vote {
  userId: string;
  answer: Answer;
  byOwner: boolean;
  answeredAt: Date;
}

/** none (no vote), lean_yes / lean_no (one voice), yes / no (settled), disputed. */
export type FactState = 'none' | 'lean_yes' | 'lean_no' | 'yes' | 'no' | 'disputed';

export interface Settlement {
  state: FactState;
  /** The voters behind the state's value (none for "none" and "disputed"). */
  agreeing: string[];
}

const MEMORY_MS = QUESTION_MEMORY_DAYS * 24 * 60 * 60 * 1000;

type YesNo = 'yes' | 'no';
const opposite = (answer: YesNo): YesNo => (answer === 'yes' ? 'no' : 'yes');
const newestFirst = (a: Vote, b: Vote) => b.answeredAt.getTime() - a.answeredAt.getTime();

export function settle(votes: readonly Vote[]): Settlement {
  const cast = votes.filter((vote): vote is Vote & { answer: YesNo } => vote.answer !== 'unsure');
  const owners = cast.filter((vote) => vote.byOwner).sort(newestFirst);
  const ownerWord = owners[0];
  if (ownerWord) {
    const value = ownerWord.answer;
    return {
      state: value,
      agreeing: cast.filter((vote) => vote.answer === value).map((vote) => vote.userId),
    };
  }
  const newest = (answer: YesNo) =>
    Math.max(...cast.filter((vote) => vote.answer === answer).map((vote) => vote.answeredAt.getTime()));
  const standing = cast.filter(
    (vote) => !(newest(opposite(vote.answer)) - vote.answeredAt.getTime() > MEMORY_MS),
  );
  const yes = standing.filter((vote) => vote.answer === 'yes').map((vote) => vote.userId);
  const no = standing.filter((vote) => vote.answer === 'no').map((vote) => vote.userId);
  if (yes.length > 0 && no.length > 0) return { state: 'disputed', agreeing: [] };
  if (yes.length >= SETTLING_VOICES) return { state: 'yes', agreeing: yes };
  if (no.length >= SETTLING_VOICES) return { state: 'no', agreeing: no };
  if (yes.length > 0) return { state: 'lean_yes', agreeing: yes };
  if (no.length > 0) return { state: 'lean_no', agreeing: no };
  return { state: 'none', agreeing: [] };
}

export const isSettled = (state: FactState): state is YesNo => state === 'yes' || state === 'no';
