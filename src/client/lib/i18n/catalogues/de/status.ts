import type en from '../en/status';

export default {
  'status.saved':
    '{unit, select, now {Gerade eben gespeichert} minute {Vor {n, plural, other {# Min.}} gespeichert} hour {Vor {n, plural, other {# Std.}} gespeichert} other {Vor {n, plural, one {# Tag} other {# Tagen}} gespeichert}}',
  'status.offline': 'Offline',
  'status.updating': 'Wird aktualisiert …',
} satisfies Record<keyof typeof en, string>;
