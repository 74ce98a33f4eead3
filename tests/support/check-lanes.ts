/**
 * `npm run check` in two lanes at once, one per core: the type checks and the import cycles in one,
 * lint, format and unused code in the other. One after the other they were the slowest minutes of
 * CI before any test ran; each tool is single-threaded. The check fails when either lane does.
 */
import { spawn } from 'node:child_process';

const LANES = ['check:types', 'check:style'];

const run = (script: string) =>
  new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const codes = await Promise.all(LANES.map(run));
const failed = LANES.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`npm run check: ${failed.join(' and ')} failed`);
  process.exit(1);
}
