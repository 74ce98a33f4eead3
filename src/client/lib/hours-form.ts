/**
 * The owner's friendly opening-hours form (docs/product.md §10) and the OpenStreetMap syntax it
 * writes: days with from–to times, "open while the course is open" (sunrise to sunset), open all
 * day, and "closed in winter" months in front of each rule ("Apr-Oct Mo-Fr 07:00-19:00; Apr-Oct
 * Sa,Su 06:00-20:00"). `formOfHours` reads back only what the form itself writes; any other value
 * (public holidays, comments, week numbers…) stays in the raw field, which the `opening_hours`
 * library judges.
 */
import { monthsAsHours } from '../../shared/hours/judge';

export const DAY_KEYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const MONTH_KEYS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type DailyKind = 'unknown' | 'all_day' | 'daylight' | 'times';

export interface TimeRow {
  /** 0 = Monday … 6 = Sunday. */
  days: number[];
  /** "07:00". */
  from: string;
  to: string;
}

export interface HoursForm {
  daily: DailyKind;
  rows: TimeRow[];
  closedInWinter: boolean;
  /** The open months (1–12) when closed in winter. */
  openMonths: number[];
}

export const DEFAULT_SEASON = [4, 5, 6, 7, 8, 9, 10];
export const newTimeRow = (): TimeRow => ({ days: [0, 1, 2, 3, 4, 5, 6], from: '07:00', to: '19:00' });
const emptyHoursForm = (): HoursForm => ({
  daily: 'unknown',
  rows: [newTimeRow()],
  closedInWinter: false,
  openMonths: DEFAULT_SEASON,
});

/** [0,1,2,3,4] → "Mo-Fr"; [5,6] → "Sa,Su"; every day → "Mo-Su". */
function daysText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j += 1;
    const key = (index: number) => DAY_KEYS[sorted[index] ?? 0] ?? 'Mo';
    if (j - i >= 2) parts.push(`${key(i)}-${key(j)}`);
    else for (let k = i; k <= j; k += 1) parts.push(key(k));
    i = j + 1;
  }
  return parts.join(',');
}

/** The OpenStreetMap value the form says; '' for hours not known. */
export function hoursOfForm(form: HoursForm): string {
  const months = form.closedInWinter && form.openMonths.length < 12 ? monthsAsHours(form.openMonths) : '';
  const rules =
    form.daily === 'times'
      ? form.rows
          .filter((row) => row.days.length > 0)
          .map((row) => `${daysText(row.days)} ${row.from}-${row.to}`)
      : form.daily === 'daylight'
        ? ['sunrise-sunset']
        : form.daily === 'all_day'
          ? [months ? '00:00-24:00' : '24/7']
          : [''];
  return rules
    .map((rule) => [months, rule].filter(Boolean).join(' '))
    .filter(Boolean)
    .join('; ');
}

function monthsOf(text: string): number[] | null {
  const months = new Set<number>();
  for (const range of text.split(',')) {
    const [from, to = from] = range.split('-').map((name) => MONTH_KEYS.indexOf(name ?? '') + 1);
    if (!from || !to) return null;
    for (let m = from; ; m = (m % 12) + 1) {
      months.add(m);
      if (m === to) break;
    }
  }
  return [...months].sort((a, b) => a - b);
}

function daysOf(text: string): number[] | null {
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const [from, to = from] = part
      .split('-')
      .map((key) => DAY_KEYS.indexOf(key as (typeof DAY_KEYS)[number]));
    if (from === undefined || to === undefined || from < 0 || to < from) return null;
    for (let d = from; d <= to; d += 1) days.add(d);
  }
  return [...days].sort((a, b) => a - b);
}

const MONTHS = String.raw`(?:[A-Z][a-z]{2}(?:-[A-Z][a-z]{2})?(?:,[A-Z][a-z]{2}(?:-[A-Z][a-z]{2})?)*)`;
const RULE = new RegExp(String.raw`^(?:(${MONTHS})(?: |$))?(.*)$`);
const TIMES = /^([A-Z][a-z](?:[-,][A-Z][a-z])*) ([0-2]\d:[0-5]\d)-([0-2]\d:[0-5]\d)$/;

/** The form for `value` when it is one the form writes; null when only the raw field can hold it. */
export function formOfHours(value: string): HoursForm | null {
  const text = value.trim();
  if (text === '') return emptyHoursForm();
  if (text === '24/7') return { ...emptyHoursForm(), daily: 'all_day' };
  const rules = text.split(/\s*;\s*/).map((rule) => RULE.exec(rule));
  const prefix = rules[0]?.[1];
  if (rules.some((rule) => !rule || rule[1] !== prefix)) return null;
  const openMonths = prefix ? monthsOf(prefix) : null;
  if (prefix && !openMonths) return null;
  const season = { closedInWinter: Boolean(openMonths), openMonths: openMonths ?? DEFAULT_SEASON };
  const rests = rules.map((rule) => rule?.[2] ?? '');
  const only = rests.length === 1 ? rests[0] : undefined;
  if (only === '' && prefix) return { ...emptyHoursForm(), ...season };
  if (only === 'sunrise-sunset') return { ...emptyHoursForm(), ...season, daily: 'daylight' };
  if (only === '00:00-24:00' && prefix) return { ...emptyHoursForm(), ...season, daily: 'all_day' };
  const rows: TimeRow[] = [];
  for (const rest of rests) {
    const match = TIMES.exec(rest);
    const days = match ? daysOf(match[1] ?? '') : null;
    if (!match || !days) return null;
    rows.push({ days, from: match[2] ?? '', to: match[3] ?? '' });
  }
  return { ...emptyHoursForm(), ...season, daily: 'times', rows };
}

/**
 * "Closed in winter" with every month unticked: no text says it (hoursOfForm just leaves the months
 * out, which means all year), so the owner's forms must refuse it themselves.
 */
export const monthsMissingIn = (form: HoursForm | null): boolean =>
  form !== null && form.closedInWinter && form.openMonths.length === 0;

/** The season the form's hours say (the server derives the same from the value itself). */
export function seasonOfForm(form: HoursForm | null) {
  if (!form || form.daily === 'unknown') {
    return form?.closedInWinter ? { season: 'seasonal' as const, openMonths: form.openMonths } : null;
  }
  return form.closedInWinter
    ? { season: 'seasonal' as const, openMonths: form.openMonths }
    : { season: 'year_round' as const, openMonths: [] };
}
