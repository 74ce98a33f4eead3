/**
 * The Analytics tab's words and numbers (docs/product.md §12, "Analytics"), shared by its charts and
 * tables so both say the same: durations as an owner reads them ('45 min', '3 h', '2 d 4 h'), weeks
 * by their first day and ratings in the reader's language (docs/decisions.md §9), kinds by their
 * report label.
 */
import { formatRatingIn } from '../../../../shared/format';
import type { ReportKind } from '../../../../shared/report-kinds';
import { activeLanguage, type Translate } from '../../../lib/i18n/catalogue';
import type analytics from '../../../lib/i18n/catalogues/en/analytics';
import { REPORT_LABELS } from '../../../lib/restroom-words';

export type AnalyticsT = Translate<typeof analytics>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '0 min' up to an hour, then whole hours and minutes ('3 h 20 min'), then days and hours. */
export function formatDuration(t: AnalyticsT, seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const say = (shape: 'm' | 'h' | 'hm' | 'd' | 'dh', d: number, h: number, m: number) =>
    t('analytics.duration', { shape, d, h, m });
  if (s < HOUR) return say('m', 0, 0, Math.round(s / MINUTE));
  if (s < DAY) {
    const hours = Math.floor(s / HOUR);
    const minutes = Math.round((s % HOUR) / MINUTE);
    return minutes === 0 || minutes === 60
      ? say('h', 0, hours + (minutes === 60 ? 1 : 0), 0)
      : say('hm', 0, hours, minutes);
  }
  const days = Math.floor(s / DAY);
  const hours = Math.round((s % DAY) / HOUR);
  if (hours === 24) return say('d', days + 1, 0, 0);
  return hours === 0 ? say('d', days, 0, 0) : say('dh', days, hours, 0);
}

/** Hours, for the fix-time chart's scale (one decimal). */
export const toHours = (seconds: number): number => Math.round((seconds / HOUR) * 10) / 10;

const weekFormats = new Map<string, Intl.DateTimeFormat>();
/** A short date ('Nov 22', '22. Nov.'; `numeric` months: '11/22', '22.11.') in `locale`, made once. */
export function shortDate(locale: string, month: 'short' | 'numeric' = 'short'): Intl.DateTimeFormat {
  const key = `${locale} ${month}`;
  let format = weekFormats.get(key);
  if (!format) weekFormats.set(key, (format = new Intl.DateTimeFormat(locale, { month, day: 'numeric' })));
  return format;
}

/** 'Nov 22': the week's first day, in the language on screen (`locale` for tests). */
export function weekLabel(iso: string, locale = activeLanguage().locale): string {
  return shortDate(locale).format(new Date(iso));
}

/** The kind's label in the language on screen (lib/restroom-words.ts). */
export const kindLabel = (kind: ReportKind): string => REPORT_LABELS[kind];

/** An average rating to one decimal, '—' before the first review (`locale` for tests). */
export const ratingText = (rating: number | null, locale = activeLanguage().locale): string =>
  rating === null ? '—' : formatRatingIn(rating, locale);

/** A label on two lines, broken at the space nearest its middle ('Out of\norder'), to fit a phone. */
export function twoLines(label: string): string {
  const middle = label.length / 2;
  let best = -1;
  for (let i = label.indexOf(' '); i !== -1; i = label.indexOf(' ', i + 1))
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  return best === -1 ? label : `${label.slice(0, best)}\n${label.slice(best + 1)}`;
}
