import type en from '../en/dashboard';

const LOCATION =
  '{location, select, clubhouse {Casa club} halfway-house {Bar intermedio} other {En el campo}}';

export default {
  'dashboard.title': 'Mi panel',
  'dashboard.welcome': '¡Hola de nuevo! Este es el resumen de tu actividad.',
  'dashboard.loadFailed': 'No se pudieron cargar los datos del panel.',
  'dashboard.notSavedWhat': 'tu panel',
  'dashboard.statistics': 'Tus estadísticas',
  'dashboard.totalReviews': 'Reseñas',
  'dashboard.averageRating': 'Nota media',
  'dashboard.restroomsAdded': 'Aseos añadidos',
  'dashboard.helpfulVotes': 'Votos útiles',
  'dashboard.helpfulVotesCaption': 'Votos «útil» en los baños que añadiste',
  'dashboard.activity': 'Tu actividad',
  'dashboard.recentReviews': 'Reseñas',
  'dashboard.contributions': 'Aportaciones',
  'dashboard.achievements': 'Logros',

  'dashboard.noReviews': 'Aún no has escrito ninguna reseña.',
  'dashboard.noRestrooms': 'Aún no has añadido ningún baño.',
  'dashboard.rated': 'Puntuado con {rating} de 5',
  'dashboard.date': '{date, date, medium}',
  'dashboard.placeAdded': `${LOCATION}{hole, select, none {} other { · Hoyo {hole}}} · Añadido el {date, date, medium}`,
  'dashboard.reason': 'Motivo:',
  'dashboard.noReason': 'Sin motivo indicado.',
  'dashboard.status.pending': 'Pendiente',
  'dashboard.status.approved': 'Aprobado',
  'dashboard.status.rejected': 'Rechazado',
  'dashboard.status.removed': 'Retirado',

  'dashboard.earned': 'Conseguido',
  'dashboard.locked': 'Bloqueado',
  'dashboard.achievementState': '{title}: {earned, select, yes {conseguido} other {bloqueado}}',
  'dashboard.achievementProgress': 'Progreso de {title}',
  'dashboard.achievement.first-review': 'Primera reseña',
  'dashboard.achievement.first-review.description': 'Escribe tu primera reseña de un baño.',
  'dashboard.achievement.review-enthusiast': 'Reseñista entusiasta',
  'dashboard.achievement.review-enthusiast.description': 'Escribe 10 reseñas de baños.',
  'dashboard.achievement.contributor': 'Colaborador',
  'dashboard.achievement.contributor.description': 'Añade un baño a un campo.',
  'dashboard.achievement.course-scout': 'Explorador de campos',
  'dashboard.achievement.course-scout.description': 'Responde 5 preguntas rápidas sobre campos.',
  'dashboard.achievement.fact-finder': 'Buscador de datos',
  'dashboard.achievement.fact-finder.description':
    'Ayuda a aclarar qué tiene un campo: tu respuesta coincide con la de otro golfista.',
  'dashboard.progress.totalReviews': '{current} / {threshold, plural, one {# reseña} other {# reseñas}}',
  'dashboard.progress.restroomsAdded':
    '{current} / {threshold, plural, one {# baño añadido} other {# baños añadidos}}',
  'dashboard.progress.answersGiven':
    '{current} / {threshold, plural, one {# pregunta respondida} other {# preguntas respondidas}}',
  'dashboard.progress.factsSettled':
    '{current} / {threshold, plural, one {# dato aclarado} other {# datos aclarados}}',

  'dashboard.account': 'Tu cuenta',
  'dashboard.confirmEmail': 'Confirma tu dirección de correo: abre el enlace que enviamos a {email}.',
  'dashboard.error': 'Error',
  'dashboard.emailSent': 'Correo enviado',
  'dashboard.linkNotSent': 'No se pudo enviar el enlace',
  'dashboard.sendNewLink': 'Enviar un enlace nuevo',
  'dashboard.download': 'Descargar mis datos',
  'dashboard.downloadFailed': 'No se pudieron descargar tus datos',
  'dashboard.delete': 'Eliminar mi cuenta',

  'dashboard.deleteTitle': '¿Eliminar tu cuenta?',
  'dashboard.deleteWarning': 'No se puede deshacer.',
  'dashboard.deleteAccount':
    'Se eliminan tu cuenta, tus reseñas y puntuaciones, y tus votos «útil»/«no válido».',
  'dashboard.deleteRatings': 'Las notas de los campos se recalculan sin tus reseñas.',
  'dashboard.deleteRestrooms':
    'Los baños que añadiste siguen publicados para otros golfistas, sin tu nombre.',
  'dashboard.deleteSignOut': 'Se cierra tu sesión en todos los dispositivos.',
  'dashboard.password': 'Contraseña',
  'dashboard.passwordRequired': 'Falta la contraseña',
  'dashboard.googleRecent':
    'Entras con Google: si fue hace más de 10 minutos, cierra sesión y vuelve a entrar primero.',
  'dashboard.cancel': 'Cancelar',
  'dashboard.deleting': 'Eliminando...',
  'dashboard.deleteFailed': 'No se pudo eliminar tu cuenta.',
  'dashboard.deleted': 'Cuenta eliminada',
  'dashboard.deletedText': 'Se han eliminado tu cuenta, tus reseñas y tus votos.',
} satisfies Record<keyof typeof en, string>;
