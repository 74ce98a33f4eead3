/**
 * Which language the app speaks (docs/decisions.md §9): the one chosen on this device (the header
 * menu's picker, or the account's choice adopted at sign-in), else the first of the browser's
 * languages the app speaks, else English. The choice is kept in localStorage, so it holds offline
 * and across reloads; <html lang> and the web manifest's link follow the catalogue that is on screen.
 */
import { isLanguage, matchLanguage, type Language } from '../../../shared/languages';
import { readStorage, writeStorage } from '../storage';
import { activeLanguage, setActiveCatalogue, type Catalogue } from './catalogue';
import { manifestFile } from './manifest-file';

export const LANGUAGE_KEY = 'language';

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue; url: string }>> = {
  es: () => import('./catalogues/messages-es'),
  de: () => import('./catalogues/messages-de'),
};

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages.length
      ? navigator.languages
      : [navigator.language];

/** The language chosen on this device, if any. */
function deviceLanguage(): Language | null {
  const stored = readStorage(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/** The browser's own tag for `language` (de-AT, en-GB: its dates and numbers), else the bare language. */
const localeFor = (language: Language) =>
  browserLanguages().find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;

let ready: Promise<void> = Promise.resolve();
let catalogueUrl: string | null = null;

/** The address of the catalogue on screen (none for English), for the service worker to keep. */
export const activeCatalogueUrl = (): string | null => catalogueUrl;

/**
 * Loads `language`'s catalogue and makes it the active one; false when it cannot be had (offline,
 * never loaded on this device): the language on screen stays, and the load is tried again when the
 * network returns, if that language is still the one wanted.
 */
function applyLanguage(language: Language): Promise<boolean> {
  const loaded = language === 'en' ? Promise.resolve({ default: {}, url: null }) : loaders[language]();
  const shown = loaded.then(
    ({ default: catalogue, url }) => {
      catalogueUrl = url;
      setActiveCatalogue({ language, locale: localeFor(language), messages: catalogue });
      document.documentElement.lang = language;
      // The app installed from here takes this language's name and shortcuts; Chromium reads a
      // changed link again (docs/decisions.md §9).
      document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/${manifestFile(language)}`);
      return true;
    },
    () => {
      retryLater(language);
      return false;
    },
  );
  ready = shown.then(() => undefined);
  return shown;
}

let waitingForOnline = false;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Tries a catalogue that could not be had again: at the next `online` event and, while the browser
 * says it is online, after a pause that doubles up to a minute. The event alone is not enough: it
 * can come before requests get through (a first fetch right after it failed in Chromium too).
 */
function retryLater(language: Language): void {
  const retry = () => {
    if (wantedLanguage() !== language || activeLanguage().language === language) return;
    void applyLanguage(language).then((shown) => {
      if (shown) retries = 0;
    });
  };
  if (!waitingForOnline) {
    waitingForOnline = true;
    globalThis.addEventListener?.(
      'online',
      () => {
        waitingForOnline = false;
        retry();
      },
      { once: true },
    );
  }
  // One timer at a time: a failed retry from the event and one from the timer make one next try.
  clearTimeout(retryTimer);
  if (globalThis.navigator?.onLine) retryTimer = setTimeout(retry, Math.min(1_000 * 2 ** retries++, 60_000));
}

/** The golfer's language by the rule above (device, else browser, else English), whatever is loaded. */
export const wantedLanguage = (): Language => deviceLanguage() ?? matchLanguage(browserLanguages());

/** At start: the device's or the browser's language, loading while the first screen's chunk does. */
export const startLanguage = (): Promise<void> => applyLanguage(wantedLanguage()).then(() => undefined);

/** Settles once the starting (or last chosen) catalogue is in or given up: screens wait for it. */
export const languageReady = (): Promise<void> => ready;

/** The golfer's choice: kept on the device, then shown; false when it waits for the network. */
export function chooseLanguage(language: Language): Promise<boolean> {
  writeStorage(LANGUAGE_KEY, language);
  return language === activeLanguage().language ? ready.then(() => true) : applyLanguage(language);
}

/**
 * At sign-in the account's language, if it has one, becomes the device's (docs/decisions.md §9).
 * Settles once it is shown (or waits for the network), so the welcome that follows is said in it.
 */
export const adoptAccountLanguage = (language: Language | null | undefined): Promise<unknown> =>
  language ? chooseLanguage(language) : Promise.resolve();
