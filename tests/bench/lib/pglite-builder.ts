/**
 * Builds the PGlite data set in a child process, with the id pools and fresh posters of the API run
 * on it: `node --import tsx tests/bench/lib/pglite-builder.ts <dataDir> <reviews> <reviewers>
 * <restroomsPerCourse> <posters> <europe>`. PGlite runs in WebAssembly on the thread
 * that calls it, so built in the bench's own process it would stall autocannon's event loop for
 * seconds at a time; in a child it can run beside a load (the soak) without touching its figures
 * beyond sharing the CPU. Prints the usual progress lines, then `timings <json>` and `pools <json>`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createPosters,
  ensureDataset,
  idPools,
  open,
  type DatasetSize,
  type DatasetTimings,
  type Poster,
} from './dataset';

export interface PreparedPglite {
  timings: DatasetTimings;
  pools: { courseIds: string[]; restroomIds: string[]; posters: Poster[] };
}

const SELF = fileURLToPath(import.meta.url);

export function buildPgliteInChild(
  dataDir: string,
  size: DatasetSize,
  posters: number,
  log: (line: string) => void,
): Promise<PreparedPglite> {
  const args = [dataDir, size.reviews, size.reviewers, size.restroomsPerCourse, posters, size.europe].map(
    String,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let timings: DatasetTimings | undefined;
  let pools: PreparedPglite['pools'] | undefined;
  let output = '';
  const onLine = (chunk: Buffer) => {
    output += chunk.toString();
    const lines = output.split('\n');
    output = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('timings ')) timings = JSON.parse(line.slice(8)) as DatasetTimings;
      else if (line.startsWith('pools ')) pools = JSON.parse(line.slice(6)) as PreparedPglite['pools'];
      else if (line.trim()) log(`  (builder) ${line}`);
    }
  };
  child.stdout.on('data', onLine);
  child.stderr.on('data', onLine);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // 'close', not 'exit': the pools line may still be in the pipe when the process has exited.
    child.once('close', (code) => {
      if (code === 0 && timings && pools) resolve({ timings, pools });
      else reject(new Error(`the PGlite data set builder exited with ${code}: ${output.slice(-2000)}`));
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dataDir, reviews, reviewers, restroomsPerCourse, posters, europe] = process.argv.slice(2);
  if (!dataDir || !europe)
    throw new Error(
      'usage: pglite-builder.ts <dataDir> <reviews> <reviewers> <restroomsPerCourse> <posters> <europe>',
    );
  const target = { kind: 'pglite', dataDir } as const;
  const timings = await ensureDataset(
    target,
    {
      reviews: Number(reviews),
      reviewers: Number(reviewers),
      restroomsPerCourse: Number(restroomsPerCourse),
      europe: europe === 'true',
    },
    (line) => console.log(line),
  );
  const handle = await open(target);
  try {
    const pools = { ...(await idPools(handle.db)), posters: await createPosters(handle.db, Number(posters)) };
    const lines = `timings ${JSON.stringify(timings)}\npools ${JSON.stringify(pools)}\n`;
    // A pipe is written asynchronously: exiting before the callback would cut the pools short.
    await new Promise((resolve) => process.stdout.write(lines, resolve));
  } finally {
    await handle.close();
  }
  process.exit(0);
}
