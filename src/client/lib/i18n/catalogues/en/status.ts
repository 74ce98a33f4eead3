/**
 * How old the data on screen is, and whether it is offline or updating (lib/saved-age.ts,
 * components/ui/load-status.tsx; the /courses list's status may use them too): English, the
 * source (docs/decisions.md §9). The /courses first card loads it with saved-age: keep it short.
 */
export default {
  'status.saved':
    '{unit, select, now {Saved just now} minute {Saved {n, plural, other {# min}} ago} hour {Saved {n, plural, other {# h}} ago} other {Saved {n, plural, other {# d}} ago}}',
  'status.offline': 'Offline',
  'status.updating': 'Updating...',
} as const;
