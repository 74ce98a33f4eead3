/**
 * The months an OpenStreetMap `opening_hours` value names (docs/product.md §11: a seasonal toilet's
 * open months). Pure. Only the month selectors at the start of each rule are read ("Apr-Oct",
 * "May-Sep 08:00-20:00", "Oct-Mar" across the new year, "Apr 15-Oct 31", "Jan-Mar,Jun"); rules
 * that close ("Nov-Mar off") add nothing, and weekdays and hours are left to the full grammar we do
 * not need: a restroom's season is kept in whole months (docs/product.md §10).
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = `(${MONTHS.join('|')})(?![a-z])`;
// A day after the month ("Apr 15"), but not the hour of a time that follows it ("Apr 08:00").
const DAY = String.raw`(?:\s*\d{1,2}(?![\d:]))?`;
const RANGE = new RegExp(String.raw`^${MONTH}${DAY}(?:\s*-\s*${MONTH}${DAY})?`, 'i');
const YEAR = /^\d{4}(?:\s*-\s*\d{4})?\s+/;
const CLOSED = /\b(?:off|closed)\b/i;

const monthNumber = (name: string | undefined) => MONTHS.indexOf((name ?? '').toLowerCase()) + 1;

/** Months 1–12 from first to last, wrapping past December ("Nov-Feb" is 11, 12, 1, 2). */
function monthsFrom(first: number, last: number): number[] {
  const months: number[] = [];
  for (let month = first; ; month = (month % 12) + 1) {
    months.push(month);
    if (month === last || months.length === 12) return months;
  }
}

/** The months of one rule's leading selector, or [] when it has none. */
function ruleMonths(rule: string): number[] {
  let rest = rule.trim().replace(YEAR, '');
  const months: number[] = [];
  for (;;) {
    const match = RANGE.exec(rest);
    if (!match) return months;
    const first = monthNumber(match[1]);
    months.push(...monthsFrom(first, match[2] ? monthNumber(match[2]) : first));
    rest = rest.slice(match[0].length);
    const comma = /^\s*,\s*/.exec(rest);
    if (!comma) return months;
    rest = rest.slice(comma[0].length);
  }
}

/** The open months (1–12, ascending) that `opening_hours` names; [] when it names none. */
export function monthsOfOpeningHours(value: string): number[] {
  const open = new Set<number>();
  for (const rule of value.split(/;|\|\|/)) {
    if (CLOSED.test(rule)) continue;
    for (const month of ruleMonths(rule)) open.add(month);
  }
  return [...open].sort((a, b) => a - b);
}
