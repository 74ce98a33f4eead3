/**
 * Dates as a golfer reads them, one format on every screen (issue 20): month, day and year in the
 * reader's own locale ('Jun 3, 2025' in en-US, '3 Jun 2025' in en-GB, '3. Juni 2025' in de-DE): the
 * active language's (docs/decisions.md §9). An unreadable date shows as given. `locale` is for tests.
 */
import { activeLanguage } from './i18n/catalogue';

const OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/**
 * Not made when the module loads: a page's first DateTimeFormat loads the locale's date data, tens
 * of milliseconds of a slow phone's main thread, and the course screen loads this module (review
 * dates, a claim's date) before its first view, which shows no date (docs/performance.md, "Client").
 * Made again only when the language changes.
 */
let reader: { locale: string; format: Intl.DateTimeFormat } | undefined;

export function formatDate(iso: string, locale: string = activeLanguage().locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (reader?.locale !== locale) reader = { locale, format: new Intl.DateTimeFormat(locale, OPTIONS) };
  return reader.format.format(date);
}
