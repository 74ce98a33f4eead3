/**
 * The app's languages (issue 39, docs/decisions.md §9): English is the source, Spanish and German
 * are complete. Client (picker, browser match) and server (the account's choice) read this list.
 */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself: the picker shows them untranslated, so a lost golfer finds theirs. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first of the browser's preferred languages the app speaks (by primary subtag), else English. */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
