import type en from '../en/sync-badge';

export default {
  'syncBadge.failed': '{n, plural, other {# fehlgeschlagen}}',
  'syncBadge.pending': '{n, plural, other {# ausstehend}}',
  'syncBadge.offlineLabel': 'Offline, {count}',
  'syncBadge.offlineText': 'Offline · {count}',
  'syncBadge.label': 'Synchronisierung: {count}',
} satisfies Record<keyof typeof en, string>;
