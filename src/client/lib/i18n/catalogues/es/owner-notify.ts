import type en from '../en/owner-notify';

export default {
  'ownerNotify.error': 'Error',
  'ownerNotify.tryAgain': 'Reintentar',
  'ownerNotify.loadError': 'No se pudieron cargar tus ajustes de notificaciones.',
  'ownerNotify.saveError': 'No se pudo guardar el ajuste.',
  'ownerNotify.refused': 'El servidor no guardó estos ajustes.',
  'ownerNotify.changes': 'Cambios aún sin guardar',
  'ownerNotify.changesOf': 'Cambios en {course} aún sin guardar',
  'ownerNotify.yourChange': 'Tu cambio',
  'ownerNotify.savedOnPhone': 'Guardado en este teléfono. Se enviará cuando vuelvas a tener conexión.',
  'ownerNotify.noCourse':
    'Aún no tienes ningún campo. Cuando lo tengas, elige aquí qué avisos recibes de él.',
  'ownerNotify.perCourse': 'Notificaciones por campo',

  'ownerNotify.alerts': 'Avisarme al momento por correo de los problemas graves',
  'ownerNotify.alerts.description':
    'Un baño avisado como cerrado con llave, averiado, cerrado por temporada o desaparecido.',
  'ownerNotify.digest': 'Resumen diario por correo',
  'ownerNotify.digest.description':
    'Avisos de suministros, baños nuevos y reseñas del día, a la mañana siguiente.',
  'ownerNotify.push': 'Enviar los problemas graves a mis dispositivos',
  'ownerNotify.push.description': 'Al momento, en cada dispositivo donde permitiste las notificaciones.',

  'ownerNotify.device': 'Este dispositivo',
  'ownerNotify.device.checking': 'Comprobando este dispositivo…',
  'ownerNotify.device.noKey': 'Este servidor no envía notificaciones push. Los correos siguen llegando.',
  'ownerNotify.device.unsupported':
    'Este navegador no puede mostrar notificaciones push. Los correos siguen llegando.',
  'ownerNotify.device.homeScreen':
    'En iPhone y iPad, las notificaciones funcionan en la app de tu pantalla de inicio: toca Compartir, luego «Añadir a pantalla de inicio», y abre Fairway Relief desde allí.',
  'ownerNotify.device.denied':
    'Las notificaciones están bloqueadas para este sitio en este dispositivo. Para permitirlas de nuevo, abre los ajustes del sitio (el icono junto a la dirección, o Ajustes → Notificaciones en tu teléfono), permite las notificaciones y vuelve a cargar esta página.',
  'ownerNotify.device.off':
    'Tu navegador te lo pregunta primero. Los avisos llegan de los campos con «Push» activado.',
  'ownerNotify.device.on': 'Este dispositivo muestra notificaciones push de los campos con «Push» activado.',
  'ownerNotify.device.allow': 'Permitir notificaciones en este dispositivo',
  'ownerNotify.device.asking': 'Preguntando…',
  'ownerNotify.device.stop': 'Desactivar en este dispositivo',
  'ownerNotify.device.stopping': 'Desactivando…',
  'ownerNotify.device.allowFailed': 'No se pudieron activar las notificaciones. Inténtalo de nuevo.',
  'ownerNotify.device.noAnswer': 'sin respuesta',
  'ownerNotify.device.stoppedNotTold':
    'Este dispositivo se desactivó, pero no se pudo avisar al servidor ({why}). Lo olvidará en su próximo envío.',
  'ownerNotify.pushError':
    '{reason, select, dismissed {No se permitieron las notificaciones. Toca de nuevo «Permitir notificaciones en este dispositivo» para permitirlas.} denied {Las notificaciones están bloqueadas para este sitio en este dispositivo.} notReady {La app aún se está preparando en este dispositivo. Inténtalo de nuevo en un momento.} other {Este dispositivo no pudo suscribirse a las notificaciones: {detail}}}',
} satisfies Record<keyof typeof en, string>;
