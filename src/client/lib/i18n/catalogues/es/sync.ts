import type en from '../en/sync';

export default {
  'sync.title': 'Sin conexión y sincronización',
  'sync.connection': 'Conexión',
  'sync.offline': 'Estás sin conexión',
  'sync.online': 'Estás conectado',
  'sync.offlineHint':
    'Los campos y baños guardados se siguen mostrando. Tus cambios se guardan en este dispositivo y se envían cuando vuelva la conexión.',
  'sync.onlineHint': 'Los cambios se envían a Fairway Relief en cuanto los haces.',
  'sync.waiting': 'Por sincronizar',
  'sync.yourChanges': 'Tus cambios',
  'sync.description': 'Tus cambios se guardan en este dispositivo y se envían cuando hay señal.',
  'sync.reading': 'Leyendo este dispositivo…',
  'sync.mine': 'Tus cambios sin enviar',
  'sync.othersTitle': 'Otras cuentas en este dispositivo',
  'sync.others': 'Cambios sin enviar de otras cuentas',
  'sync.madeAt': '{at, date, medium}, {at, time, short}',
  'sync.retry': 'Reintentar',
  'sync.discard': 'Descartar',
  'sync.adopt': 'Enviar como mío',
  'sync.synced': 'Todo está sincronizado.',
  'sync.count.pending': '{n, plural, one {# pendiente} other {# pendientes}}',
  'sync.count.failed': '{n, plural, one {# fallido} other {# fallidos}}',
  'sync.count.others': '{n, plural, one {# de otra cuenta} other {# de otras cuentas}}',
  'sync.failed': 'Error: {error}',
  'sync.waitingBehind':
    'En espera: «{label}» falló antes. Reinténtalo o descártalo y después se enviará este.',
  'sync.sending': 'Enviando…',
  'sync.pending': 'Pendiente de sincronizar',
  'sync.pendingLastTry': 'Pendiente de sincronizar (último intento: {error})',
  'sync.otherAccount': 'Otra cuenta en este dispositivo: se enviará cuando vuelva a iniciar sesión',
  'sync.unknownSignedIn':
    'Cuenta desconocida (guardado por una versión anterior): envíalo como tuyo o descártalo',
  'sync.unknownSignedOut':
    'Cuenta desconocida (guardado por una versión anterior): inicia sesión para enviarlo o descártalo',
  'sync.block.signedOut':
    'Sin enviar: este dispositivo no tiene sesión. Vuelve a iniciar sesión para enviar tus cambios.',
  'sync.block.otherAccount':
    'Sin enviar: otra cuenta ha iniciado sesión en este dispositivo. Vuelve a entrar con tu cuenta para enviar tus cambios.',
  'sync.block.sessionUnanswered':
    'Aún sin enviar: no se pudo renovar tu sesión (sin respuesta). Se volverá a intentar.',
  'sync.error.refused': 'rechazado por el servidor',
  'sync.units': 'Unidades',
  'sync.unitsHint': 'Se guarda en este dispositivo; hasta que elijas, decide la región de tu navegador.',
  'sync.distancesIn': 'Distancias en',
  'sync.unit.mi': 'Millas',
  'sync.unit.km': 'Kilómetros y metros',
} satisfies Record<keyof typeof en, string>;
