/**
 * `npm run prestart`: builds the client once when STATIC_DIR has no index.html, so `npm start` on
 * a fresh clone serves the app. Silent when a build exists (rebuilding is `npm run build`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadDotEnv } from '../config';

loadDotEnv();
const staticDir = path.resolve(process.env.STATIC_DIR?.trim() || 'dist');

if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.log(`No client build in ${staticDir}; running \`vite build\` once…`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', staticDir, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
