/**
 * The missing-key test (issue 39): every message English has exists in Spanish and German, with the
 * same arguments, and no catalogue carries a key English lacks.
 */
import { describe, expect, it } from 'vitest';
import type { Message, Part } from '../../../../src/client/lib/i18n/icu';
import es from '../../../../src/client/lib/i18n/catalogues/messages-es';
import de from '../../../../src/client/lib/i18n/catalogues/messages-de';

// The manifest's words are not in the language chunks: they are written into the web manifests at
// build time (web-manifest.test.ts checks them).
const english = import.meta.glob<{ default: Record<string, Message> }>(
  [
    '../../../../src/client/lib/i18n/catalogues/en/*.ts',
    '!../../../../src/client/lib/i18n/catalogues/en/manifest.ts',
  ],
  { eager: true },
);
const en: Record<string, Message> = Object.assign(
  {},
  ...Object.values(english).map((module) => module.default),
);

function argumentsOf(message: Message, into = new Set<string>()): Set<string> {
  if (typeof message === 'string') return into;
  for (const part of message as readonly Part[]) {
    if (typeof part === 'string') continue;
    if (part.n !== '#') into.add(`${part.n}:${part.k ?? ''}`);
    if ('o' in part) for (const branch of Object.values(part.o)) argumentsOf(branch, into);
  }
  return into;
}

describe('catalogues (missing-key test)', () => {
  it('English has messages, from every catalogue file', () => {
    expect(Object.keys(english).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(en).length).toBeGreaterThan(20);
  });

  for (const [language, catalogue] of [
    ['es', es as Record<string, Message>],
    ['de', de as Record<string, Message>],
  ] as const) {
    it(`${language} has every English key, with the same arguments, and nothing more`, () => {
      expect(Object.keys(en).filter((key) => !(key in catalogue))).toEqual([]);
      expect(Object.keys(catalogue).filter((key) => !(key in en))).toEqual([]);
      for (const [key, message] of Object.entries(en)) {
        expect([...argumentsOf(catalogue[key] ?? '')].sort(), key).toEqual([...argumentsOf(message)].sort());
      }
    });
  }
});
