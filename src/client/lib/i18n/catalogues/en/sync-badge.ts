/**
 * The header's sync badge (features/sync/sync-indicator.tsx), apart from the sync screen's catalogue:
 * it loads on every signed-in page, the screen's words only on /sync.
 */
export default {
  'syncBadge.failed': '{n, plural, other {# failed}}',
  'syncBadge.pending': '{n, plural, other {# pending}}',
  'syncBadge.offlineLabel': 'Offline, {count}',
  'syncBadge.offlineText': 'Offline · {count}',
  'syncBadge.label': 'Sync: {count}',
} as const;
