/**
 * How old saved data is, in words a golfer reads at a glance: 'Saved 2 h ago' (docs/decisions.md §6),
 * in the golfer's language (catalogue `status`, docs/decisions.md §9).
 */
import { translator } from './i18n/catalogue';
import status from './i18n/catalogues/en/status';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const t = translator(status);

export function formatSavedAge(savedAt: number, now: number = Date.now()): string {
  const age = Math.max(0, now - savedAt);
  if (age < MINUTE) return t('status.saved', { unit: 'now', n: 0 });
  if (age < HOUR) return t('status.saved', { unit: 'minute', n: Math.floor(age / MINUTE) });
  if (age < DAY) return t('status.saved', { unit: 'hour', n: Math.floor(age / HOUR) });
  return t('status.saved', { unit: 'day', n: Math.floor(age / DAY) });
}
