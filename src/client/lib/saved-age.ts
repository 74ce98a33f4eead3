/** How old saved data is, in words a golfer reads at a glance: 'Saved 2 h ago' (docs/decisions.md §6). */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatSavedAge(savedAt: number, now: number = Date.now()): string {
  const age = Math.max(0, now - savedAt);
  if (age < MINUTE) return 'Saved just now';
  if (age < HOUR) return `Saved ${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `Saved ${Math.floor(age / HOUR)} h ago`;
  return `Saved ${Math.floor(age / DAY)} d ago`;
}
