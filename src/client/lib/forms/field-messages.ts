/**
 * A form's field messages in the golfer's language (docs/decisions.md §9). The messages come in
 * English, from the shared valibot schema before sending and from the server's `errors` list after
 * (the same schema, so the same words); the form's area catalogue lists them word for word, and a
 * message found there is shown in its translation. Any other message is shown as it came. The same
 * holds for a server answer whose English the area lists (an account route's "link sent").
 *
 * A field message with a number or a reason in it (`Note must be at most {max} characters`,
 * `Opening hours are not valid OpenStreetMap syntax: {reason}`) is listed with places, under a
 * `<area>.field.*` key: the schema's text matches it with anything in those places, which the
 * translation gets as its values, as they were written. Only `.field.` keys match so: a message
 * such as `{name}` alone would match any text.
 */
import { useMemo } from 'react';
import { useT, type Catalogue, type Translate } from '../i18n/catalogue';
import type { Message, Part, Values } from '../i18n/icu';

export type FieldMessage = (message: string | undefined) => string | undefined;

interface Pattern {
  key: string;
  match: RegExp;
  /** The places' names, in the order they are matched. */
  places: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled message with places as a pattern, or null when it has plurals or selects. */
function patternOf(key: string, parts: readonly Part[]): Pattern | null {
  let source = '';
  const places: Pattern['places'] = [];
  for (const part of parts) {
    if (typeof part === 'string') source += escape(part);
    else if ('o' in part || part.n === '#') return null;
    else {
      source += '(.+?)';
      places.push(part.n);
    }
  }
  return { key, match: new RegExp(`^${source}$`, 's'), places };
}

/** The area's messages by their English text, and its `.field.` messages with places as patterns. */
function messagesOf(en: Catalogue) {
  const plain = new Map<string, string>();
  const patterns: Pattern[] = [];
  // Compiled by the build (catalogue-plugin.ts): a message with places comes as its parts.
  for (const [key, message] of Object.entries(en as Readonly<Record<string, Message>>)) {
    if (typeof message === 'string') plain.set(message, key);
    else if (key.includes('.field.')) {
      const pattern = patternOf(key, message);
      if (pattern) patterns.push(pattern);
    }
  }
  return { plain, patterns };
}

function find(
  { plain, patterns }: ReturnType<typeof messagesOf>,
  message: string,
): { key: string; values?: Values } | undefined {
  const key = plain.get(message);
  if (key !== undefined) return { key };
  for (const { key: patternKey, match, places } of patterns) {
    const found = match.exec(message);
    if (!found) continue;
    return {
      key: patternKey,
      values: Object.fromEntries(places.map((name, i) => [name, found[i + 1] ?? ''])),
    };
  }
  return undefined;
}

export function useFieldMessage<C extends Catalogue>(en: C): FieldMessage {
  const t: Translate<C> = useT(en);
  const messages = useMemo(() => messagesOf(en), [en]);
  return useMemo(
    () => (message) => {
      const found = message === undefined ? undefined : find(messages, message);
      return found === undefined ? message : t(found.key, found.values);
    },
    [messages, t],
  );
}

/** Each of `errors`' messages through `fieldMessage`. */
export function fieldMessages<F extends string>(
  fieldMessage: FieldMessage,
  errors: Partial<Record<F, string>>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const field of Object.keys(errors) as F[]) out[field] = fieldMessage(errors[field]);
  return out;
}
