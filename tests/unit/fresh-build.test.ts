/** The quick bench keeps the e2e suite's build only while nothing it was built from has changed. */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { isBuildFresh } from '../bench/client/fresh-build';

it('is fresh when dist/index.html is newer than every input, stale when any input is newer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'fresh-build-'));
  mkdirSync(path.join(root, 'src', 'client'), { recursive: true });
  mkdirSync(path.join(root, 'dist'));
  const source = path.join(root, 'src', 'client', 'main.tsx');
  writeFileSync(source, 'x');
  writeFileSync(path.join(root, 'vite.config.ts'), 'x');
  const dist = path.join(root, 'dist');
  expect(isBuildFresh(dist, root)).toBe(false); // never built

  const built = path.join(dist, 'index.html');
  writeFileSync(built, '<html>');
  const past = new Date(Date.now() - 60_000);
  for (const file of [source, path.join(root, 'vite.config.ts')]) utimesSync(file, past, past);
  for (const dir of [path.join(root, 'src', 'client'), path.join(root, 'src')]) utimesSync(dir, past, past);
  expect(isBuildFresh(dist, root)).toBe(true);

  utimesSync(source, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
  expect(isBuildFresh(dist, root)).toBe(false); // a source edited since
});
