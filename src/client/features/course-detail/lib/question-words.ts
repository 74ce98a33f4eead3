/**
 * A quick question as the golfer reads it, in their language (docs/product.md §13, docs/decisions.md
 * §9): its words come from the catalogue by the question's id (shared/questions.ts stays the one
 * source of ids and their meaning); the server's English `text` is not shown. A question about one
 * restroom names it as shared/questions.ts does: the halfway house, its hole, or its name.
 */
import { parseQuestionId, type NamedRestroom } from '../../../../shared/questions';
import type { Question } from '../../../../shared/schemas/questions';
import type { Translate } from '../../../lib/i18n/catalogue';
import type { Values } from '../../../lib/i18n/icu';
import type en from '../../../lib/i18n/catalogues/en/course-dialogs';

/** The `place` and its values for the catalogue's select (en/course-dialogs.ts `PLACE`). */
function placeOf(restroom: NamedRestroom | undefined): Values {
  if (!restroom) return { place: 'this' };
  if (restroom.locationType === 'halfway-house') return { place: 'halfway' };
  if (restroom.locationType === 'on-course' && restroom.holeNumber !== null)
    return { place: 'hole', hole: restroom.holeNumber };
  return { place: /restroom$/i.test(restroom.name) ? 'restroom' : 'named', name: restroom.name };
}

export function questionWords(
  t: Translate<typeof en>,
  question: Question,
  restrooms: readonly (NamedRestroom & { _id: string })[] | undefined,
): string {
  const parsed = parseQuestionId(question.id);
  // An id this build does not know (a newer server's): the server's own words.
  if (!parsed) return question.text;
  switch (parsed.kind) {
    case 'clubhouse_restroom':
    case 'on_course_restroom':
    case 'restroom_where':
      return t(`courseDialogs.question.${parsed.kind}`);
    case 'restroom_at_hole':
      return t('courseDialogs.question.restroom_at_hole', { hole: parsed.hole });
    default: {
      const restroom = restrooms?.find((one) => one._id.toLowerCase() === parsed.restroomId);
      return t(`courseDialogs.question.${parsed.kind}`, placeOf(restroom));
    }
  }
}
