/**
 * Quick questions about a course (docs/product.md §13): what a golfer at the course can answer with
 * one tap, the question ids both sides speak, and their words. The server picks the questions and
 * settles the answers (src/server/questions); the device shows them and queues the answers.
 *
 * A question id names what it asks: a course-wide fact ("clubhouse_restroom"), a hole
 * ("restroom_at_hole:7"), or one restroom ("soap:<restroom id>").
 */
import { MAX_HOLE } from './restroom-constants';

export const ANSWERS = ['yes', 'no', 'unsure'] as const;
export type Answer = (typeof ANSWERS)[number];

/** A golfer is not asked the same question again within this many days, whatever they answered. */
export const QUESTION_MEMORY_DAYS = 90;
/** Distinct golfers with verified email whose agreeing answers settle a fact (an owner: one). */
export const SETTLING_VOICES = 2;
/** How many questions one ask answers with, most useful first. */
export const QUESTIONS_PER_ASK = 3;

const COURSE_KINDS = ['clubhouse_restroom', 'on_course_restroom', 'restroom_where'] as const;
const RESTROOM_KINDS = ['season_reopened', 'season_open', 'step_free', 'soap'] as const;
export const QUESTION_KINDS = [...COURSE_KINDS, 'restroom_at_hole', ...RESTROOM_KINDS] as const;
type CourseKind = (typeof COURSE_KINDS)[number];
type RestroomKind = (typeof RESTROOM_KINDS)[number];

export type ParsedQuestion =
  | { kind: CourseKind }
  | { kind: 'restroom_at_hole'; hole: number }
  | { kind: RestroomKind; restroomId: string };

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** Holes 1 to MAX_HOLE (27; tests/unit/shared/questions.test.ts holds the pattern to it). */
const HOLE = `(?:[1-9]|1[0-9]|2[0-${MAX_HOLE - 20}])`;

/** Every question id, as one pattern (the request schema's, and so the API reference's). */
export const QUESTION_ID_PATTERN = new RegExp(
  `^(?:${COURSE_KINDS.join('|')}|restroom_at_hole:${HOLE}|(?:${RESTROOM_KINDS.join('|')}):${UUID})$`,
);

export function questionId(question: ParsedQuestion): string {
  if (question.kind === 'restroom_at_hole') return `${question.kind}:${question.hole}`;
  if ('restroomId' in question) return `${question.kind}:${question.restroomId.toLowerCase()}`;
  return question.kind;
}

/** The question an id names, or null when it names none (a hole past 27, a kind nobody asks). */
export function parseQuestionId(id: string): ParsedQuestion | null {
  if (!QUESTION_ID_PATTERN.test(id)) return null;
  const [kind = '', arg = ''] = id.split(':');
  if (kind === 'restroom_at_hole') return { kind, hole: Number(arg) };
  if ((RESTROOM_KINDS as readonly string[]).includes(kind)) {
    return { kind: kind as RestroomKind, restroomId: arg.toLowerCase() };
  }
  return { kind: kind as CourseKind };
}

/** The restroom a question names, as its words need it. */
export interface NamedRestroom {
  name: string;
  locationType: string;
  holeNumber: number | null;
}

/** "the halfway-house restroom", "the Hole 7 restroom", "the Clubhouse Main restroom". */
function restroomPhrase(restroom: NamedRestroom): string {
  if (restroom.locationType === 'halfway-house') return 'the halfway-house restroom';
  if (restroom.locationType === 'on-course' && restroom.holeNumber !== null) {
    return `the Hole ${restroom.holeNumber} restroom`;
  }
  return /restroom$/i.test(restroom.name) ? `the ${restroom.name}` : `the ${restroom.name} restroom`;
}

/** The question as the golfer reads it. */
export function questionText(question: ParsedQuestion, restroom?: NamedRestroom): string {
  switch (question.kind) {
    case 'clubhouse_restroom':
      return 'Is there a restroom at the clubhouse?';
    case 'on_course_restroom':
      return 'Is there a restroom on the course?';
    case 'restroom_where':
      return 'Where is it? (hole)';
    case 'restroom_at_hole':
      return `Is there a restroom at hole ${question.hole}?`;
    default: {
      const phrase = restroom ? restroomPhrase(restroom) : 'this restroom';
      if (question.kind === 'season_reopened') return `Is ${phrase} open again?`;
      if (question.kind === 'season_open') return `Is ${phrase} open this season?`;
      if (question.kind === 'soap') return `Soap at ${phrase}?`;
      return `Step-free from the cart path to ${phrase}?`;
    }
  }
}
