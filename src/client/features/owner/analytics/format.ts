/**
 * The Analytics tab's words and numbers (docs/product.md §12, "Analytics"), shared by its charts and
 * tables so both say the same: durations as an owner reads them ('45 min', '3 h', '2 d 4 h'), weeks
 * by their first day in the reader's locale, kinds by their report label.
 */
import { reportKind, type ReportKind } from '../../../../shared/report-kinds';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '0 min' up to an hour, then whole hours and minutes ('3 h 20 min'), then days and hours. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < HOUR) return `${Math.round(s / MINUTE)} min`;
  if (s < DAY) {
    const hours = Math.floor(s / HOUR);
    const minutes = Math.round((s % HOUR) / MINUTE);
    return minutes === 0 || minutes === 60
      ? `${hours + (minutes === 60 ? 1 : 0)} h`
      : `${hours} h ${minutes} min`;
  }
  const days = Math.floor(s / DAY);
  const hours = Math.round((s % DAY) / HOUR);
  if (hours === 24) return `${days + 1} d`;
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}

/** Hours, for the fix-time chart's scale (one decimal). */
export const toHours = (seconds: number): number => Math.round((seconds / HOUR) * 10) / 10;

const WEEK_LABEL = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** 'Nov 22': the week's first day; `locale` is for tests. */
export function weekLabel(iso: string, locale?: string): string {
  const date = new Date(iso);
  return (locale ? new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }) : WEEK_LABEL).format(
    date,
  );
}

export const kindLabel = (kind: ReportKind): string => reportKind(kind).label;

/** An average rating to one decimal, '—' before the first review. */
export const ratingText = (rating: number | null): string => (rating === null ? '—' : rating.toFixed(1));

/** A label on two lines, broken at the space nearest its middle ('Out of\norder'), to fit a phone. */
export function twoLines(label: string): string {
  const middle = label.length / 2;
  let best = -1;
  for (let i = label.indexOf(' '); i !== -1; i = label.indexOf(' ', i + 1))
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  return best === -1 ? label : `${label.slice(0, best)}\n${label.slice(best + 1)}`;
}
