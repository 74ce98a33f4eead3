/**
 * Formats the catalogues' messages, read at build time by icu-parse.ts (docs/decisions.md §9), with
 * the browser's own Intl (plural rules, numbers, dates): no library nor locale data is downloaded.
 */
type Branches = Readonly<Record<string, readonly Part[]>>;
export type Part =
  | string
  | { n: string; k?: 'number' | 'date' | 'time'; s?: string }
  | { n: string; k: 'plural' | 'select'; o: Branches };
/** A compiled message: its plain text, or its parts when it has arguments. */
export type Message = string | readonly Part[];
export type Values = Readonly<Record<string, string | number | Date>>;

// Intl objects are costly to build: one per locale and style.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}
const numberFormat = (locale: string, style?: string) =>
  cached(`n${locale}${style}`, () =>
    Intl.NumberFormat(
      locale,
      style === 'percent' ? { style } : style === 'integer' ? { maximumFractionDigits: 0 } : {},
    ),
  );
const dateFormat = (locale: string, kind: 'date' | 'time', style = 'medium') =>
  cached(`${kind}${locale}${style}`, () =>
    Intl.DateTimeFormat(locale, {
      [kind === 'date' ? 'dateStyle' : 'timeStyle']: style,
    } as Intl.DateTimeFormatOptions),
  );

/** The parsed message with its arguments filled in, in `locale`'s plurals, numbers and dates. */
export function formatMessage(
  parts: readonly Part[],
  values: Values,
  locale: string,
  count?: number,
): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (part.n === '#') {
      out += numberFormat(locale).format(count ?? 0);
      continue;
    }
    const value = values[part.n];
    if (value === undefined) out += `{${part.n}}`;
    else if ('o' in part) {
      const n = Number(value);
      const branch =
        part.k === 'plural'
          ? (part.o[`=${n}`] ?? part.o[cached(`p${locale}`, () => new Intl.PluralRules(locale)).select(n)])
          : part.o[String(value)];
      out += formatMessage(branch ?? part.o.other ?? [], values, locale, part.k === 'plural' ? n : count);
    } else if (part.k === 'number') out += numberFormat(locale, part.s).format(Number(value));
    else if (part.k) out += dateFormat(locale, part.k, part.s).format(new Date(value));
    else out += String(value);
  }
  return out;
}
