/**
 * The web manifest's words (lib/i18n/web-manifest.ts): what the browser shows when installing and on
 * a long press of the home-screen icon. Read at build time only, as plain text (no ICU arguments):
 * each language's manifest is a file of its own, not part of the language chunk.
 */
export default {
  'manifest.description':
    "The golf community's restroom directory: find, rate and review golf course restrooms.",
  'manifest.nearestName': 'Nearest restroom',
  'manifest.nearestShortName': 'Nearest',
  'manifest.nearestDescription': 'The nearest restrooms you can use now',
} as const;
