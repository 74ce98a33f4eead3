/**
 * What a restroom's hours say now (lib/hours-words.ts, components/hours-note.tsx; docs/product.md
 * §10). `{when}`, `{time}`, `{day}`, `{month}` come from Intl in the golfer's locale and clock.
 */
export default {
  'hours.open247': 'Open 24/7',
  'hours.openNow': 'Open now',
  'hours.openUntil': 'Open until {when}',
  'hours.openFor': 'Open · closes in {within}',
  'hours.closesIn': 'Closes in {n, plural, other {# min}}',
  'hours.closed': 'Closed',
  'hours.opens': 'Closed · opens {when}',
  'hours.opensIn': 'Closed · opens in {within}',
  'hours.season': 'Closed for the season',
  'hours.seasonUntil': 'Closed for the season · opens in {month}',
  'hours.within': '{unit, select, minute {{n, plural, other {# min}}} other {{n, plural, other {# h}}}}',
  'hours.tomorrow': 'tomorrow {time}',
  'hours.dayTime': '{day} {time}',
  'hours.spring': 'Should be open again — not confirmed yet',
} as const;
