/**
 * Whether dist/ was built from the sources as they are: `npm test` builds the app for the e2e
 * suite a few minutes before the quick bench, and building it again cost the CI run about a minute
 * for the same files. Anything newer than dist/index.html (a source, the service worker, public/,
 * the configuration or the lockfile) means it is stale.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

function newestIn(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestIn(path.join(entry, name)));
  return newest;
}

export function isBuildFresh(distDir: string, root = process.cwd()): boolean {
  const built = path.join(distDir, 'index.html');
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return INPUTS.map((input) => path.join(root, input))
    .filter((input) => existsSync(input))
    .every((input) => newestIn(input) < builtAt);
}
