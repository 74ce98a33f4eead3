/**
 * The active language and its catalogue (docs/decisions.md §9). English messages are compiled into
 * the code that shows them (each screen imports its own `catalogues/en/*`), so an English golfer
 * downloads no catalogue; Spanish or German is one lazy chunk, loaded before the first screen
 * renders and kept offline by the service worker (sw/catalogue-cache.ts). A key the active catalogue
 * lacks falls back to English (the missing-key test keeps that from happening).
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../../shared/languages';
import { formatMessage, type Message, type Values } from './icu';

export type Catalogue = Readonly<Record<string, string>>;

interface Active {
  language: Language;
  /** The Intl locale: the browser's own tag for this language (de-AT, en-GB), else the language. */
  locale: string;
  /** Compiled by the build (catalogue-plugin.ts): typed as the ICU text they are written as elsewhere. */
  messages: Readonly<Record<string, Message>>;
}

let active: Active = { language: 'en', locale: 'en-US', messages: {} };
const listeners = new Set<() => void>();

export function setActiveCatalogue(next: Active): void {
  active = next;
  for (const listener of listeners) listener();
}

export const activeLanguage = (): Active => active;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * `key`'s message in the active language (English from `en` when the catalogue lacks it), formatted.
 * Outside components too, where the English is not a catalogue's: lib/api.ts gives the server's own
 * message as `en` (docs/decisions.md §9), so no English catalogue is downloaded for it.
 */
export function translate(en: Catalogue, key: string, values: Values = {}): string {
  // Typed as the ICU text it is written as; compiled by the build (catalogue-plugin.ts).
  const message = active.messages[key] ?? (en[key] as Message | undefined) ?? key;
  return typeof message === 'string' ? message : formatMessage(message, values, active.locale);
}

export type Translate<C extends Catalogue> = (key: keyof C & string, values?: Values) => string;

/**
 * `en`'s messages in whichever language is active when it is called, for words made outside a
 * component (lib/restroom-words.ts, lib/hours-words.ts, lib/saved-age.ts): made once at module
 * level, `const t = translator(words)`. It subscribes to nothing: a component that shows such
 * words re-renders on a language change through its own `useT` or `useLanguage`.
 */
export const translator =
  <C extends Catalogue>(en: C): Translate<C> =>
  (key, values) =>
    translate(en, key, values);

/** The component's messages in the active language; re-renders when the language changes. */
export function useT<C extends Catalogue>(en: C): Translate<C> {
  const current = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  // `current` is a dependency so a new language gives a new function (memoised children re-render).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key, values) => translate(en, key, values), [en, current]);
}

/** The language on screen. */
export const useLanguage = (): Language =>
  useSyncExternalStore(subscribe, activeLanguage, activeLanguage).language;
