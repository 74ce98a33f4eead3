/**
 * The page a door sign's QR code opens (/r/:code, features/door-sign). Texts quoted by
 * docs/product.md stay verbatim ('This sign is no longer in use').
 */
export default {
  'doorSign.retired': 'This sign is no longer in use',
  'doorSign.retiredText':
    "The course has replaced this sign's code. You can still report a problem from the course's page in the app.",
  'doorSign.findCourse': 'Find the course',
  'doorSign.problemHere': 'Problem here?',
  'doorSign.thisRestroom': 'This restroom',
  'doorSign.noSignal': "No signal to load the restroom's name: you can still report.",
  'doorSign.whatsWrong': 'What is wrong? Tap one: no account needed.',
  'doorSign.sending': 'Sending “{label}”…',
  'doorSign.thanks': 'Thank you! The course has been told.',
  'doorSign.youReported': 'You reported: {label}.',
  'doorSign.offline': 'You are offline.',
  'doorSign.kept':
    "Your report ({label}) is saved on this phone and is sent as soon as you have signal. Keep this page open, or open the sign's link again later.",
  'doorSign.notAccepted': 'The report was not accepted',
} as const;
