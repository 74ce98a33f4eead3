/**
 * Which quick question the course page asks now (docs/product.md §13): the first of the server's
 * questions this device has not answered yet (in this visit, or waiting in the outbox), unless the
 * golfer said "Not now" for this round. Answers go through the outbox, so they are taken offline.
 * A hole answered with "I'm standing at it" carries the position; when the device gives none, the
 * answer goes without it and the card says why.
 */
import { useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { parseQuestionId, type Answer } from '../../../../shared/questions';
import type { CourseFacts } from '../../../../shared/schemas/courses';
import type { Question } from '../../../../shared/schemas/questions';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';
import geolocation from '../../../lib/i18n/catalogues/en/geolocation';
import type { GeolocationReason } from '../../../lib/geolocation';
import type { OutboxEntry } from '../../../offline/outbox';
import type { Restroom } from '../../../../shared/schemas/restrooms';
import { detailKeys } from '../api/queries';
import { queueAnswer, useCourseQuestions } from '../api/questions';
import type { Located } from '../components/standing-here-button';
import { questionsResting, restQuestions } from '../lib/question-memory';
import { questionWords } from '../lib/question-words';

/** The answers for this course in the golfer's outbox: waiting, and refused (shown until fixed). */
function queuedAnswers(entries: readonly OutboxEntry[], courseId: string) {
  const ids = new Set<string>();
  const failed: OutboxEntry[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'answer.create' || entry.params.courseId !== courseId) continue;
    ids.add(entry.params.questionId);
    if (entry.status === 'failed') failed.push(entry);
  }
  return { ids, failed };
}

/** A course-wide question the course's facts (fresher than a kept list of questions) already settled. */
function settledByFacts(question: Question, facts: CourseFacts | undefined): boolean {
  if (question.kind === 'clubhouse_restroom')
    return facts?.clubhouseRestroom === 'yes' || facts?.clubhouseRestroom === 'no';
  if (question.kind === 'on_course_restroom')
    return facts?.onCourseRestrooms === 'yes' || facts?.onCourseRestrooms === 'no';
  return false;
}

/** The restroom a question about one restroom names: its name is what the outbox entry keeps. */
function restroomNameOf(id: string, restrooms: readonly Restroom[] | undefined): string | undefined {
  const parsed = parseQuestionId(id);
  if (!parsed || !('restroomId' in parsed)) return undefined;
  return restrooms?.find((one) => one._id.toLowerCase() === parsed.restroomId)?.name;
}

export function useQuickQuestion(
  courseId: string,
  user: { _id: string; emailVerified?: boolean | undefined } | null,
  entries: readonly OutboxEntry[],
  facts: CourseFacts | undefined,
) {
  const t = useT(courseDialogs);
  const why = useT(geolocation);
  // A question about one restroom names it: the page's own query has the list (only read here).
  const restrooms = useQuery<Restroom[]>({
    queryKey: detailKeys.restrooms(courseId),
    queryFn: skipToken,
  }).data;
  const verified = user?.emailVerified !== false;
  const questions = useCourseQuestions(courseId, user?._id, verified);
  const [answered, setAnswered] = useState<string[]>([]);
  // Why the answer went without a position, said at each render in the language on screen.
  const [positionFailure, setPositionFailure] = useState<GeolocationReason | null>(null);
  const [resting, setResting] = useState(() => questionsResting(courseId, new Date()));
  const queued = queuedAnswers(entries, courseId);
  // "Where is it?" is answered as the hole's own question: both count as answered.
  const question = questions.data?.questions.find(
    (q) => !answered.includes(q.id) && !queued.ids.has(q.id) && !settledByFacts(q, facts),
  );
  const answer = (asked: Question, id: string, value: Answer, where?: Located) => {
    setAnswered((list) => [...list, asked.id, id]);
    setPositionFailure(where && 'failure' in where ? where.failure : null);
    const position = where && 'position' in where ? where.position : undefined;
    void queueAnswer(courseId, restroomNameOf(id, restrooms), id, value, position);
  };
  const rest = () => {
    restQuestions(courseId, new Date());
    setResting(true);
    setPositionFailure(null);
  };
  return {
    signedIn: user !== null,
    verified,
    resting,
    question: resting ? undefined : question,
    /** The question's words in the golfer's language (lib/question-words.ts). */
    words: question && !resting ? questionWords(t, question, restrooms) : '',
    thanked: answered.length > 0 && !question,
    positionNote:
      positionFailure &&
      t('courseDialogs.question.withoutPosition', { why: why(`geolocation.${positionFailure}`) }),
    failed: queued.failed,
    answer,
    rest,
  };
}
