import type en from '../en/door-sign';

export default {
  'doorSign.retired': 'Este cartel ya no está en uso',
  'doorSign.retiredText':
    'El campo ha cambiado el código de este cartel. Aún puedes reportar un problema desde la página del campo en la app.',
  'doorSign.findCourse': 'Buscar el campo',
  'doorSign.problemHere': '¿Algún problema aquí?',
  'doorSign.thisRestroom': 'Este baño',
  'doorSign.noSignal': 'Sin señal para cargar el nombre del baño: aun así puedes reportar.',
  'doorSign.whatsWrong': '¿Qué pasa? Toca una opción: no hace falta cuenta.',
  'doorSign.sending': 'Enviando «{label}»…',
  'doorSign.thanks': '¡Gracias! Ya se ha avisado al campo.',
  'doorSign.youReported': 'Has reportado: {label}.',
  'doorSign.offline': 'Estás sin conexión.',
  'doorSign.kept':
    'Tu reporte ({label}) está guardado en este teléfono y se enviará en cuanto tengas señal. Deja esta página abierta o vuelve a abrir el enlace del cartel más tarde.',
  'doorSign.notAccepted': 'El reporte no fue aceptado',
} satisfies Record<keyof typeof en, string>;
