/**
 * A restroom's door sign and its print page (features/owner/signs, a route of its own), the English
 * source (docs/decisions.md §9). The sign's texts quoted by docs/product.md §12 ("Door signs") stay
 * verbatim; the sign is printed in the language of the one printing it.
 */

export default {
  'ownerSigns.error': 'Error',
  'ownerSigns.back': 'Owner dashboard',
  'ownerSigns.title': 'Door sign',
  'ownerSigns.titleOf': 'Door sign: {restroom}',
  'ownerSigns.loadError': 'Could not load the sign',
  'ownerSigns.loading': 'Loading the sign…',
  'ownerSigns.how':
    'Golfers who scan the sign report a problem here without an account: one report per phone an hour, each counted as one golfer’s.',
  'ownerSigns.make': 'Make the sign',
  'ownerSigns.making': 'Making the sign…',
  'ownerSigns.makeError': 'Could not make the sign',
  'ownerSigns.qrError': 'Could not draw the QR code',
  'ownerSigns.print': 'Print (A5)',
  'ownerSigns.svg': 'QR code (SVG)',
  'ownerSigns.png': 'QR code (PNG)',
  'ownerSigns.since': 'This code works since {date, date}.',
  'ownerSigns.replace': 'Replace the code',
  'ownerSigns.replace.title': 'Replace the sign’s code?',
  'ownerSigns.replace.description': 'Signs already printed stop working at once: print and hang the new one.',
  'ownerSigns.replacing': 'Replacing...',

  'ownerSigns.asPrinted': 'The sign, as printed',
  'ownerSigns.question': 'Problem here?',
  'ownerSigns.scan': 'Scan to tell the course',
  'ownerSigns.qr': 'QR code: {url}',
  'ownerSigns.noAccount': 'No account needed · {url}',
} as const;
