/**
 * The build takes React Router's production files by path (vite.config.ts: the package exports only
 * its development build). An upgrade that moves them, drops a name from them, or stops switching
 * the warnings off in them fails here rather than in the bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION } from '../../vite.config';

const PRODUCTION_DIR = path.dirname(path.resolve(REACT_ROUTER_PRODUCTION['react-router']));

describe("the build's React Router is its production build", () => {
  for (const [name, file] of Object.entries(REACT_ROUTER_PRODUCTION)) {
    it(`${name}: the production file exports what the package's entry exports`, async () => {
      const production = (await import(path.resolve(file))) as Record<string, unknown>;
      const packaged = (await import(name)) as Record<string, unknown>;
      expect(Object.keys(production).sort()).toEqual(Object.keys(packaged).sort());
    });
  }

  it('has the development warnings switched off, which the package entry has on', () => {
    const flags = (dir: string) =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.mjs'))
        .flatMap(
          (file) => readFileSync(path.join(dir, file), 'utf8').match(/ENABLE_DEV_WARNINGS = \w+/g) ?? [],
        );
    expect(new Set(flags(PRODUCTION_DIR))).toEqual(new Set(['ENABLE_DEV_WARNINGS = false']));
    expect(flags(path.join(PRODUCTION_DIR, '../development'))).toContain('ENABLE_DEV_WARNINGS = true');
  });
});
