/**
 * The web manifest, one per language (issue 39, docs/decisions.md §9): the English object below is
 * the only copy of its fields; each language's differs in its words alone (catalogues/<language>/
 * manifest.ts), so the icons, start URL, scope and `id` (which makes the installed app one app,
 * whatever language it was installed in) cannot drift apart. vite-plugin-pwa writes and precaches
 * the English file; `languageManifests()` writes the others next to it, which the service worker's
 * precache picks up (globPatterns: *.webmanifest), and the language switch links the golfer's.
 * Build-time code: vite.config.ts and the tests import it, the client never does.
 */
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import en from './catalogues/en/manifest.ts';
import es from './catalogues/es/manifest.ts';
import de from './catalogues/de/manifest.ts';
import { compileCatalogue } from './icu-parse.ts';
import { manifestFile } from './manifest-file.ts';

type ManifestTexts = Readonly<Record<keyof typeof en, string>>;

/** The words as the browser shows them: ICU read as everywhere (`''` an apostrophe), no arguments. */
function plain(messages: ManifestTexts): ManifestTexts {
  const compiled = compileCatalogue(messages);
  for (const [key, message] of Object.entries(compiled))
    if (typeof message !== 'string') throw new Error(`${key}: the web manifest's words take no arguments`);
  return compiled as ManifestTexts;
}

export const MANIFEST_TEXTS: Readonly<Record<Language, ManifestTexts>> = {
  en: plain(en),
  es: plain(es),
  de: plain(de),
};

const BRAND_GREEN = '#14532d';

/** The manifest in `language`: the same fields, that language's words. */
export function webManifest(language: Language): Partial<ManifestOptions> {
  const t = MANIFEST_TEXTS[language];
  return {
    // The brand is not translated (docs/decisions.md §9).
    name: 'Fairway Relief',
    short_name: 'Fairway Relief',
    description: t['manifest.description'],
    lang: language,
    theme_color: BRAND_GREEN,
    background_color: '#f7faf7',
    display: 'standalone',
    // The golfer's answer, not the marketing page: on to the course being played or the nearest
    // restrooms (src/client/app/launch.ts).
    start_url: '/start',
    scope: '/',
    id: '/',
    orientation: 'portrait',
    categories: ['sports', 'travel', 'navigation'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // A long press on the home-screen icon goes straight to the answer a golfer mid-round wants
    // (docs/product.md §10, nearest restrooms).
    shortcuts: [
      {
        name: t['manifest.nearestName'],
        short_name: t['manifest.nearestShortName'],
        description: t['manifest.nearestDescription'],
        url: '/nearby',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
}

/** Writes manifest-<language>.webmanifest for every language but English (vite-plugin-pwa's). */
export function languageManifests(): Plugin {
  return {
    name: 'fairway:language-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of LANGUAGES)
        if (language !== 'en')
          this.emitFile({
            type: 'asset',
            fileName: manifestFile(language),
            // As vite-plugin-pwa writes the English one.
            source: `${JSON.stringify(webManifest(language))}\n`,
          });
    },
  };
}
