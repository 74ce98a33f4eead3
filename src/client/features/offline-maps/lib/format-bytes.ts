/**
 * Sizes as golfers read them: "740 KB", "12.4 MB", "1.2 GB" (1 MB = 1024 × 1024 bytes, like the cap),
 * the number in the golfer's locale ("12,4 MB" in German) through Intl; the unit symbols are the same
 * in every language the app speaks.
 */
import { activeLanguage } from '../../../lib/i18n/catalogue';

const formats = new Map<string, Intl.NumberFormat>();
function formatNumber(value: number, decimals: number): string {
  const { locale } = activeLanguage();
  const key = `${locale} ${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

export function formatBytes(bytes: number): string {
  const units = ['KB', 'MB', 'GB'] as const;
  let value = Math.max(0, bytes) / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, value < 10 && unit > 0 ? 1 : 0)} ${units[unit]}`;
}

/** A size given in megabytes (the map store's limit): "200 MB", "1,024 MB". */
export const formatMegabytes = (mb: number): string => `${formatNumber(mb, 0)} MB`;
