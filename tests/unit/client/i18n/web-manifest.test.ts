/**
 * The web manifest per language (issue 39, docs/decisions.md §9): Spanish and German have every field
 * of the English manifest, their own words in the text fields and the same everything else, and the
 * build writes them as manifest-es.webmanifest and manifest-de.webmanifest.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../src/shared/languages';
import { manifestFile } from '../../../../src/client/lib/i18n/manifest-file';
import { languageManifests, MANIFEST_TEXTS, webManifest } from '../../../../src/client/lib/i18n/web-manifest';

/** Where a manifest says something in words; everything else must be the same in every language. */
const TEXT_FIELDS = new Set([
  'description',
  'lang',
  'shortcuts.0.name',
  'shortcuts.0.short_name',
  'shortcuts.0.description',
]);

/** Every leaf of a JSON value, by its path (`shortcuts.0.icons.0.src`). */
function leaves(value: unknown, at = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [path, leaf] of leaves(child, at ? `${at}.${key}` : key)) found.set(path, leaf);
  else found.set(at, value);
  return found;
}

/** The files languageManifests() emits, as the build would write them. */
function emitted(): Map<string, string> {
  const files = new Map<string, string>();
  const emitFile = (file: { fileName: string; source: string }) => files.set(file.fileName, file.source);
  // The hook as the bundler calls it, with the one method of the plugin context it uses.
  const generateBundle = languageManifests().generateBundle as unknown as (this: {
    emitFile: typeof emitFile;
  }) => void;
  generateBundle.call({ emitFile });
  return files;
}

describe('the web manifest in each language', () => {
  const english = leaves(webManifest('en'));

  it('English is the one vite-plugin-pwa writes: the brand, the nearest-restroom shortcut', () => {
    expect(webManifest('en')).toMatchObject({
      name: 'Fairway Relief',
      short_name: 'Fairway Relief',
      lang: 'en',
      shortcuts: [{ name: 'Nearest restroom', short_name: 'Nearest', url: '/nearby' }],
    });
    expect(manifestFile('en')).toBe('manifest.webmanifest');
  });

  for (const language of ['es', 'de'] as const) {
    it(`${language}: every English field, translated words, the same icons, start URL, scope and id`, () => {
      const translated = leaves(webManifest(language));
      expect([...translated.keys()]).toEqual([...english.keys()]);
      for (const [path, value] of english) {
        if (TEXT_FIELDS.has(path)) {
          expect(translated.get(path), path).toEqual(expect.any(String));
          expect(translated.get(path), path).not.toBe(value);
        } else expect(translated.get(path), path).toEqual(value);
      }
      expect(webManifest(language)).toMatchObject({
        lang: language,
        description: MANIFEST_TEXTS[language]['manifest.description'],
        shortcuts: [{ name: MANIFEST_TEXTS[language]['manifest.nearestName'] }],
      });
    });
  }

  it('German and Spanish say it in their own words', () => {
    expect(webManifest('de').shortcuts?.[0]).toMatchObject({
      name: 'Nächste Toilette',
      short_name: 'Nächste',
      description: 'Die nächsten Toiletten, die Sie jetzt nutzen können',
    });
    expect(webManifest('es').shortcuts?.[0]).toMatchObject({ name: 'Baño más cercano' });
  });

  it('every language has every word, as plain text', () => {
    const keys = Object.keys(MANIFEST_TEXTS.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(MANIFEST_TEXTS[language]).sort(), language).toEqual(keys);
      for (const text of Object.values(MANIFEST_TEXTS[language])) expect(text).toMatch(/^[^{}#]+$/);
    }
  });

  it('the build writes manifest-es.webmanifest and manifest-de.webmanifest, English is vite-plugin-pwa’s', () => {
    const files = emitted();
    expect([...files.keys()].sort()).toEqual(['manifest-de.webmanifest', 'manifest-es.webmanifest']);
    for (const language of ['es', 'de'] as const)
      expect(JSON.parse(files.get(manifestFile(language))!)).toEqual(webManifest(language));
  });
});
