/**
 * Quick questions and course facts (docs/product.md §13): GET /api/courses/:id/questions, POST
 * /api/courses/:id/answers, and the course answer's `facts`.
 */
import * as v from 'valibot';
import { ANSWERS, QUESTION_ID_PATTERN, QUESTION_KINDS } from '../questions';
import { idSchema } from './common';
import { courseFactsSchema } from './courses';
import { latitudeSchema, longitudeSchema } from './restroom-details';
import { restroomSchema } from './restrooms';

const questionSchema = v.object({
  id: v.string(),
  kind: v.picklist(QUESTION_KINDS),
  restroomId: v.nullable(idSchema),
  text: v.string(),
});
export type Question = v.InferOutput<typeof questionSchema>;
export const questionListResultSchema = v.object({ questions: v.array(questionSchema) });

const QUESTION_MESSAGE = 'Choose a question this course asks';

/** POST /api/courses/:id/answers. A position only with "I'm standing at it" (both or neither). */
export const answerInputSchema = v.pipe(
  v.object({
    questionId: v.optional(
      v.pipe(
        v.string(QUESTION_MESSAGE),
        v.maxLength(80, QUESTION_MESSAGE),
        v.regex(QUESTION_ID_PATTERN, QUESTION_MESSAGE),
      ),
      '',
    ),
    answer: v.optional(v.picklist(ANSWERS, 'Answer must be yes, no or unsure'), '' as never),
    latitude: v.optional(latitudeSchema),
    longitude: v.optional(longitudeSchema),
  }),
  v.forward(
    v.check(
      (input) => (input.latitude === undefined) === (input.longitude === undefined),
      'Latitude and longitude go together',
    ),
    ['longitude'],
  ),
);

/** 201: the course's facts after the answer, and the restroom the answer listed, if it did. */
export const answerResultSchema = v.object({
  facts: courseFactsSchema,
  restroom: v.optional(v.nullable(restroomSchema), null),
});
export type AnswerResult = v.InferOutput<typeof answerResultSchema>;
