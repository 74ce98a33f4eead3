import type en from '../en/status';

export default {
  'status.saved':
    '{unit, select, now {Guardado ahora mismo} minute {Guardado hace {n, plural, other {# min}}} hour {Guardado hace {n, plural, other {# h}}} other {Guardado hace {n, plural, one {# día} other {# días}}}}',
  'status.offline': 'Sin conexión',
  'status.updating': 'Actualizando...',
} satisfies Record<keyof typeof en, string>;
