/**
 * A screen's load state when a refresh failed (components/ui/load-status.tsx, not-saved.tsx):
 * English, the source (docs/decisions.md §9). Apart from `status` (the /courses first card's).
 */
export default {
  'load.notUpdated': 'Not updated',
  'load.retry': 'Retry',
  'load.retrying': 'Retrying...',
  'load.tryAgain': 'Try again',
  'load.notSaved': 'Not saved on this device — connect to load {what}',
} as const;
