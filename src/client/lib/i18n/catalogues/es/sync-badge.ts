import type en from '../en/sync-badge';

export default {
  'syncBadge.failed': '{n, plural, one {# fallido} other {# fallidos}}',
  'syncBadge.pending': '{n, plural, one {# pendiente} other {# pendientes}}',
  'syncBadge.offlineLabel': 'Sin conexión, {count}',
  'syncBadge.offlineText': 'Sin conexión · {count}',
  'syncBadge.label': 'Sincronización: {count}',
} satisfies Record<keyof typeof en, string>;
