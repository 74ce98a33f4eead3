/**
 * The web manifest's address in each language (docs/decisions.md §9): English keeps vite-plugin-pwa's
 * file, Spanish and German have their own (web-manifest.ts writes them). In the entry chunk (the
 * language switch points `<link rel="manifest">` here): keep it this small.
 */
import type { Language } from '../../../shared/languages';

export const manifestFile = (language: Language): string =>
  language === 'en' ? 'manifest.webmanifest' : `manifest-${language}.webmanifest`;
