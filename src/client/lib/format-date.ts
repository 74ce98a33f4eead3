/**
 * Dates as a golfer reads them, one format on every screen (issue 20): month, day and year in the
 * reader's own locale ('Jun 3, 2025' in en-US, '3 Jun 2025' in en-GB). An unreadable date shows as
 * given. `locale` is for tests; the app passes none and uses the formatter made once below.
 */
const OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const READER = new Intl.DateTimeFormat(undefined, OPTIONS);

export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (locale ? new Intl.DateTimeFormat(locale, OPTIONS) : READER).format(date);
}
