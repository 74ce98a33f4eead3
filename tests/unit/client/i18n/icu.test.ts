import { describe, expect, it } from 'vitest';
import { formatMessage, type Message } from '../../../../src/client/lib/i18n/icu';
import { compileCatalogue, parseMessage } from '../../../../src/client/lib/i18n/icu-parse';
import { matchLanguage } from '../../../../src/shared/languages';

const format = (source: string, values: Record<string, string | number | Date>, locale: string) => {
  const message = compileCatalogue({ m: source }).m as Message;
  return typeof message === 'string' ? message : formatMessage(message, values, locale);
};

describe('ICU messages (docs/decisions.md §9)', () => {
  const courses = '{count, plural, =0 {No courses} one {# course} other {# courses}} near {place}';

  it('chooses plurals by the locale’s rules, with numbers in its digits', () => {
    expect(format(courses, { count: 0, place: 'Austin' }, 'en-US')).toBe('No courses near Austin');
    expect(format(courses, { count: 1, place: 'Austin' }, 'en-US')).toBe('1 course near Austin');
    expect(format(courses, { count: 1234, place: 'Austin' }, 'en-US')).toBe('1,234 courses near Austin');
    const de = '{count, plural, one {# Platz} other {# Plätze}}';
    expect(format(de, { count: 1 }, 'de-DE')).toBe('1 Platz');
    expect(format(de, { count: 1234 }, 'de-DE')).toBe('1.234 Plätze');
  });

  it('formats selects, numbers and dates through Intl in the locale', () => {
    const select = '{kind, select, men {Men} women {Women} other {All}}';
    expect(format(select, { kind: 'women' }, 'en')).toBe('Women');
    expect(format(select, { kind: 'unisex' }, 'en')).toBe('All');
    expect(format('{n, number, percent}', { n: 0.25 }, 'de-DE')).toBe('25\u00a0%');
    const date = new Date(Date.UTC(2026, 5, 3, 12));
    expect(format('{d, date, medium}', { d: date }, 'de-DE')).toBe(
      Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' }).format(date),
    );
  });

  it('keeps apostrophes and quoted braces, and leaves plain text as text', () => {
    expect(compileCatalogue({ m: "The golf community''s '{directory}'" }).m).toBe(
      "The golf community's {directory}",
    );
    expect(compileCatalogue({ m: 'Loading...' }).m).toBe('Loading...');
  });

  it('refuses a malformed message at build time', () => {
    expect(() => parseMessage('{count, plural, one {x}}')).toThrow(/other/);
    expect(() => parseMessage('{count, spellout}')).toThrow(/Unknown argument type/);
    expect(() => parseMessage('text }')).toThrow(/Unmatched/);
  });

  it('takes the first of the browser’s languages the app speaks, else English', () => {
    expect(matchLanguage(['fr-FR', 'de-AT', 'en-US'])).toBe('de');
    expect(matchLanguage(['es-MX'])).toBe('es');
    expect(matchLanguage(['ja-JP', 'fr'])).toBe('en');
    expect(matchLanguage([])).toBe('en');
  });
});
