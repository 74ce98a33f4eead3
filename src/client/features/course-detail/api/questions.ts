/**
 * Quick questions on the course page (docs/product.md §13): the server's questions for this golfer,
 * kept on the device per user so the card still asks with no signal, and the answers queued through
 * the outbox (offline/outbox/writes.ts 'answer.create'), sent once when the network allows.
 */
import { useQuery } from '@tanstack/react-query';
import { questionListResultSchema } from '../../../../shared/schemas/questions';
import type { LatLng } from '../../../../shared/geo';
import type { Answer } from '../../../../shared/questions';
import { api, parseData } from '../../../lib/api';
import { keptQuery, useKeptQueries } from '../../../lib/persisted-queries';
import { queueWrite } from '../../../offline/outbox';

const kept = keptQuery('course-questions');

export const questionKeys = {
  all: ['course-questions'] as const,
  course: (userId: string, courseId: string) => ['course-questions', userId, courseId] as const,
};

/** The questions for a signed-in golfer with a verified email (none otherwise), most useful first. */
export function useCourseQuestions(courseId: string, userId: string | undefined, enabled: boolean) {
  const restored = useKeptQueries(userId);
  return useQuery({
    queryKey: questionKeys.course(userId ?? '', courseId),
    queryFn: ({ signal }) =>
      parseData(
        api.get(`courses/${encodeURIComponent(courseId)}/questions`, { signal }),
        questionListResultSchema,
      ),
    ...kept,
    retry: false,
    // Asked again as the course itself is (a question its facts settled meanwhile is hidden by the
    // card): every visit asking at once cost a revisit 1.3 KB, past its 2-KB budget of API bytes.
    staleTime: 30_000,
    enabled: enabled && restored && Boolean(userId),
  });
}

/**
 * `questionId` may differ from the asked question's: "Where is it?" is answered as "restroom_at_hole:N",
 * with the golfer's position when they stand at it. `restroomName`, for a question about one restroom,
 * lets the sync screen and a refusal name it (offline/outbox/entry-words.ts).
 */
export const queueAnswer = (
  courseId: string,
  restroomName: string | undefined,
  questionId: string,
  answer: Answer,
  position?: LatLng,
) =>
  queueWrite('answer.create', {
    params: { courseId, questionId },
    body: {
      questionId,
      answer,
      ...(position && { latitude: position.latitude, longitude: position.longitude }),
    },
    ...(restroomName === undefined ? {} : { subject: restroomName }),
  });
