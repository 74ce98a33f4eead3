/**
 * Builds the PGlite data set in a child process: `node --import tsx tests/bench/lib/pglite-builder.ts
 * <dataDir> <reviews> <reviewers> <restroomsPerCourse>`. PGlite runs in WebAssembly on the thread
 * that calls it, so built in the bench's own process it would stall autocannon's event loop for
 * seconds at a time; in a child it can run beside a load (the soak) without touching its figures
 * beyond sharing the CPU. Prints the usual progress lines, then `timings <json>` last.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureDataset, type DatasetSize, type DatasetTimings } from './dataset';

const SELF = fileURLToPath(import.meta.url);

export function buildPgliteInChild(
  dataDir: string,
  size: DatasetSize,
  log: (line: string) => void,
): Promise<DatasetTimings> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      SELF,
      dataDir,
      String(size.reviews),
      String(size.reviewers),
      String(size.restroomsPerCourse),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let timings: DatasetTimings | undefined;
  let output = '';
  const onLine = (chunk: Buffer) => {
    output += chunk.toString();
    const lines = output.split('\n');
    output = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('timings ')) timings = JSON.parse(line.slice(8)) as DatasetTimings;
      else if (line.trim()) log(`  (builder) ${line}`);
    }
  };
  child.stdout.on('data', onLine);
  child.stderr.on('data', onLine);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && timings) resolve(timings);
      else reject(new Error(`the PGlite data set builder exited with ${code}: ${output.slice(-2000)}`));
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dataDir, reviews, reviewers, restroomsPerCourse] = process.argv.slice(2);
  if (!dataDir)
    throw new Error('usage: pglite-builder.ts <dataDir> <reviews> <reviewers> <restroomsPerCourse>');
  const timings = await ensureDataset(
    { kind: 'pglite', dataDir },
    {
      reviews: Number(reviews),
      reviewers: Number(reviewers),
      restroomsPerCourse: Number(restroomsPerCourse),
    },
    (line) => console.log(line),
  );
  console.log(`timings ${JSON.stringify(timings)}`);
  process.exit(0);
}
