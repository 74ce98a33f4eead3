/**
 * What a queued write is and why it has not gone, in the language on screen (docs/decisions.md §6,
 * §9): said when it is shown, from the entry's kind, params, body and `subject` (the data it names),
 * so switching the language relabels the writes already waiting. One way for every kind: the sync
 * screen, a refusal's toast, the course page's and the owner's queued items all read it. An entry
 * queued by an older version, which kept its words in `label` and no `subject`, shows that label.
 * The service worker, which drains too, has no catalogue: it never reads this module.
 */
import { REQUEST_TIMEOUT_MS } from '../../../shared/constants';
import { LANGUAGE_NAMES, isLanguage } from '../../../shared/languages';
import { parseQuestionId } from '../../../shared/questions';
import { serverErrorText } from '../../lib/api';
import { translator } from '../../lib/i18n/catalogue';
import type { Values } from '../../lib/i18n/icu';
import writes from '../../lib/i18n/catalogues/en/writes';
import { REPORT_LABELS } from '../../lib/restroom-words';
import type { OutboxEntry } from './types';
import { isWriteKind } from './write-kinds';

const t = translator(writes);

/** The answer part of a quick answer's label: "Yes, where I stood" when it carried the position. */
function answerValues(
  entry: Extract<OutboxEntry, { kind: 'answer.create' }>,
  name: string | undefined,
): Values | null {
  const body = entry.body;
  const parsed = parseQuestionId(entry.params.questionId);
  const stood = body?.answer === 'yes' && body.latitude !== undefined;
  const answer = stood ? 'stood' : (body?.answer ?? 'unsure');
  if (parsed && 'restroomId' in parsed && name === undefined) {
    // An older version's entry says which restroom in its stored words; a new one whose restroom was
    // not in the page's list says "Quick question: Yes".
    return entry.label === undefined ? { question: 'other', answer } : null;
  }
  if (!parsed) return { question: 'other', answer };
  const hole = 'hole' in parsed ? parsed.hole : 0;
  return { question: parsed.kind, hole, name: name ?? '', answer };
}

/** The label's values, or null when the entry lacks what its words need (an older version's). */
function labelValues(entry: OutboxEntry): Values | null {
  const name = entry.subject;
  switch (entry.kind) {
    case 'restroom.submit':
      return entry.body?.name ? { name: entry.body.name } : null;
    case 'answer.create':
      return answerValues(entry, name);
    case 'course.setup':
      return { name: entry.params.courseName };
    case 'language.set': {
      const language = entry.body?.language;
      return isLanguage(language) ? { language: LANGUAGE_NAMES[language] } : null;
    }
    default:
      break;
  }
  if (name === undefined) return null;
  switch (entry.kind) {
    case 'feedback.set':
      return { name, value: entry.params.value };
    case 'report.create':
      return entry.body?.kind ? { name, kind: REPORT_LABELS[entry.body.kind] } : null;
    case 'report.resolve': {
      const resolution = entry.body?.resolution ?? 'fixed';
      const said = resolution !== 'removed' && entry.params.kind === 'gone' ? 'stillThere' : resolution;
      return { name, kind: REPORT_LABELS[entry.params.kind], resolution: said };
    }
    case 'submission.decide':
      return { name, action: entry.body?.action ?? 'approve' };
    default:
      return { name };
  }
}

/** What the entry is, e.g. 'Bewertung von Clubhouse Main'. */
export function writeLabel(entry: OutboxEntry): string {
  const values = isWriteKind(entry.kind) ? labelValues(entry) : null;
  if (values) return t(`writes.${entry.kind}`, values);
  return entry.label ?? t('writes.other');
}

/** The device's own reasons (types.ts `errorCode`), said by this catalogue. */
const DEVICE_ERRORS = new Set(['network', 'timeout', 'unreadable', 'base_discarded']);

/**
 * Why its last attempt failed, or undefined when none did: the device's reasons by code, the
 * server's by its `code` (lib/api.ts `serverErrorText`: an English golfer reads the server's own
 * message, kept with the entry, which is also the words of a code this build lacks).
 */
export function writeError(entry: OutboxEntry): string | undefined {
  const code = entry.errorCode;
  if (code && DEVICE_ERRORS.has(code))
    return t(`writes.error.${code}` as keyof typeof writes, { ms: REQUEST_TIMEOUT_MS });
  if (!entry.error) return undefined;
  return code ? serverErrorText(code, entry.error) : entry.error;
}
