import type en from '../en/writes';

export default {
  'writes.restroom.submit': 'Baño nuevo: {name}',
  'writes.restroom.delete': 'Borrar {name}',
  'writes.feedback.set':
    '{value, select, helpful {Marcar {name} como útil} other {Marcar {name} como datos erróneos}}',
  'writes.feedback.clear': 'Quitar tu valoración de {name}',
  'writes.review.create': 'Reseña de {name}',
  'writes.review.update': 'Cambio en tu reseña de {name}',
  'writes.review.delete': 'Borrar tu reseña de {name}',
  'writes.restroom.confirm': 'Sigue aquí y bien: {name}',
  'writes.report.create': 'Aviso sobre {name}: {kind}',
  'writes.restroom.update': 'Datos de {name}',
  'writes.report.resolve':
    '{resolution, select, removed {Quitar {name}} stillThere {Marcar que {name} sigue ahí} fixed {Marcar {kind} en {name} como arreglado} other {Descartar {kind} en {name}}}',
  'writes.answer.create':
    '{question, select, clubhouse_restroom {¿Baño en la casa club?} on_course_restroom {¿Baño en el campo?} restroom_at_hole {¿Baño en el hoyo {hole}?} season_reopened {¿Vuelve a estar abierto «{name}»?} season_open {¿Está abierto «{name}» esta temporada?} soap {¿Hay jabón en «{name}»?} step_free {¿Se llega sin escalones a «{name}»?} other {Pregunta rápida:}} {answer, select, yes {Sí} no {No} stood {Sí, donde estaba} other {No sé}}',
  'writes.submission.decide': '{action, select, approve {Aprobar {name}} other {Rechazar {name}}}',
  'writes.course.setup': 'Configuración de baños de {name}',
  'writes.notifications.set': 'Notificaciones de {name}',
  'writes.language.set': 'Idioma de tu cuenta: {language}',
  'writes.other': 'Un cambio hecho en este dispositivo',
  'writes.error.network': 'Sin conexión con el servidor',
  'writes.error.timeout': 'sin respuesta tras {ms} ms',
  'writes.error.unreadable':
    'Guardado por una versión anterior de la app en un formato que esta no puede enviar. Descártalo y vuelve a hacer el cambio.',
  'writes.error.base_discarded': 'El cambio del que depende se descartó antes de llegar al servidor.',
} satisfies Record<keyof typeof en, string>;
