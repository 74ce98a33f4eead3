/**
 * The pseudo-locale of the untranslated-text check (issue 39, docs/decisions.md §9): every catalogue
 * message with each Latin letter accented. A screen drawn in it that still shows a Latin word (text,
 * `aria-label`, `title`) shows a text outside the catalogues. Each screen's check imports this.
 */
import type { Message, Part } from '../../../../src/client/lib/i18n/icu';
import { setActiveCatalogue } from '../../../../src/client/lib/i18n/catalogue';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyz'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýž'][index] ?? letter,
  ]),
);

/** `text` as the pseudo-locale writes it (to find an element by its pseudo text). */
export const pseudoText = (text: string) =>
  text.replace(/[a-z]/gi, (letter) => {
    const accented = ACCENTED[letter.toLowerCase()] ?? letter;
    return letter === letter.toLowerCase() ? accented : accented.toUpperCase();
  });

function pseudo(message: Message): Message {
  if (typeof message === 'string') return pseudoText(message);
  return pseudoParts(message);
}
function pseudoParts(message: readonly Part[]): Part[] {
  return message.map((part): Part => {
    if (typeof part === 'string') return pseudoText(part);
    if (!('o' in part)) return part;
    return {
      ...part,
      o: Object.fromEntries(Object.entries(part.o).map(([key, branch]) => [key, pseudoParts(branch)])),
    };
  });
}

const english = import.meta.glob<{ default: Record<string, Message> }>(
  '../../../../src/client/lib/i18n/catalogues/en/*.ts',
  { eager: true },
);

/** Every English message of every area, in the pseudo-locale. */
export const pseudoCatalogue: Record<string, Message> = Object.fromEntries(
  Object.values(english).flatMap((module) =>
    Object.entries(module.default).map(([key, message]) => [key, pseudo(message)]),
  ),
);

/** Names that are never translated: the brand, and each language's name in itself. */
export const UNTRANSLATED = /Fairway Relief( Labs)?|English|Español|Deutsch/g;

/** The Latin words left in `root`'s text and in its labels a screen reader reads. */
export function englishLeft(root: HTMLElement, allowed?: RegExp): string[] {
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
      texts.push(element.getAttribute(name) ?? '');
  }
  return texts.flatMap((text) => {
    let left = text.replace(UNTRANSLATED, ' ');
    if (allowed) left = left.replace(allowed, ' ');
    return left.match(/[A-Za-z]{2,}/g) ?? [];
  });
}

/** Makes the pseudo-locale the active catalogue (call in the test; reset with `showEnglish`). */
export const showPseudoLocale = () =>
  setActiveCatalogue({ language: 'en', locale: 'en-US', messages: pseudoCatalogue });

export const showEnglish = () => setActiveCatalogue({ language: 'en', locale: 'en-US', messages: {} });
