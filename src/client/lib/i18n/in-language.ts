/**
 * A message of the active Spanish or German catalogue outside a component, where the English text
 * is not ours to hold: the server's error messages and the transport's texts (lib/api.ts), which
 * English golfers keep seeing as they come (docs/product.md §8, docs/decisions.md §9). No English
 * catalogue is read here, so none is downloaded for it.
 */
import { activeLanguage } from './catalogue';
import { formatMessage, type Values } from './icu';

/** `key`'s message in the active language, formatted; undefined in English or for a key it lacks. */
export function inActiveLanguage(key: string, values: Values = {}): string | undefined {
  const { messages, locale } = activeLanguage();
  const message = messages[key];
  return message === undefined || typeof message === 'string'
    ? message
    : formatMessage(message, values, locale);
}
