import type en from '../en/owner-signs';

export default {
  'ownerSigns.error': 'Error',
  'ownerSigns.back': 'Panel del propietario',
  'ownerSigns.title': 'Cartel de puerta',
  'ownerSigns.titleOf': 'Cartel de puerta: {restroom}',
  'ownerSigns.loadError': 'No se pudo cargar el cartel',
  'ownerSigns.loading': 'Cargando el cartel…',
  'ownerSigns.how':
    'Los golfistas que escanean el cartel avisan aquí de un problema sin cuenta: un aviso por teléfono y hora, y cada uno cuenta como el de un golfista.',
  'ownerSigns.make': 'Crear el cartel',
  'ownerSigns.making': 'Creando el cartel…',
  'ownerSigns.makeError': 'No se pudo crear el cartel',
  'ownerSigns.qrError': 'No se pudo dibujar el código QR',
  'ownerSigns.print': 'Imprimir (A5)',
  'ownerSigns.svg': 'Código QR (SVG)',
  'ownerSigns.png': 'Código QR (PNG)',
  'ownerSigns.since': 'Este código funciona desde el {date, date}.',
  'ownerSigns.replace': 'Cambiar el código',
  'ownerSigns.replace.title': '¿Cambiar el código del cartel?',
  'ownerSigns.replace.description':
    'Los carteles ya impresos dejan de funcionar al momento: imprime y cuelga el nuevo.',
  'ownerSigns.replacing': 'Cambiando...',

  'ownerSigns.asPrinted': 'El cartel, tal como se imprime',
  'ownerSigns.question': '¿Algún problema?',
  'ownerSigns.scan': 'Escanea y avisa al campo',
  'ownerSigns.qr': 'Código QR: {url}',
  'ownerSigns.noAccount': 'Sin necesidad de cuenta · {url}',
} satisfies Record<keyof typeof en, string>;
