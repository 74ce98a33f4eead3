/**
 * `npm run bench` (issue 7): every benchmark, one report. Builds the app once, runs the client
 * sections (tests/bench/client), the import, then the API on PostgreSQL, the soak while the PGlite
 * data set is built in a child process, and the API on PGlite; writes BENCHMARKS.md (machine,
 * versions, date, commit, the command of each section, a budget table), prints the budget table,
 * and exits 1 when any budget is broken, in either mode.
 *
 *   npm run bench                 # everything, soak included (under 15 minutes here)
 *   npm run bench -- --quick      # CI smoke: fewer repetitions, smaller data, no soak, no import; writes
 *                                 # BENCHMARKS.quick.md in os.tmpdir(), never the committed report
 *
 * A section whose module is missing is reported as such rather than failing the run; a section
 * that throws is a broken budget (its figures cannot be trusted).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runClientBench } from './client/index';
import { ensureDataset, FULL_DATASET, QUICK_DATASET } from './lib/dataset';
import { checkpoint, postgresVersion, withBenchDatabase } from './lib/env';
import { machineLine, table } from './lib/markdown';
import type { BenchOptions, BenchSection } from './lib/section';
import { verdictOf } from './budgets';

const REPORT = 'BENCHMARKS.md';
/** The CI smoke's report: its figures (smaller data, 3-s runs) must not replace the committed ones. */
export const QUICK_REPORT = path.join(tmpdir(), 'BENCHMARKS.quick.md');

interface ServerModule {
  file: string;
  exportName: string;
  title: string;
}

const API: ServerModule = { file: './api.ts', exportName: 'runApiBench', title: 'API throughput' };
const IMPORT: ServerModule = {
  file: './import-bench.ts',
  exportName: 'runImportBench',
  title: 'Course import',
};
const SOAK: ServerModule = { file: './soak.ts', exportName: 'runSoak', title: 'Soak' };

const log = (line: string) => console.log(line);

const SOAK_ALONGSIDE =
  'During the first minute or so of the soak the PGlite data set of the API section was built in another process ' +
  '(the soak has no throughput budget; its req/s are lower for that minute).';
const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

function failedSection(title: string, command: string, error: unknown): BenchSection {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return {
    title,
    command,
    markdown: `The benchmark failed:\n\n\`\`\`\n${message.slice(0, 4000)}\n\`\`\``,
    budgets: [{ name: `${title} ran to the end`, ok: false, detail: message.split('\n')[0] ?? 'failed' }],
  };
}

const isMissingModule = (error: unknown, file: string) =>
  error instanceof Error &&
  (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' &&
  error.message.includes(file.replace('./', ''));

async function runServerSection(module: ServerModule, opts: BenchOptions): Promise<BenchSection> {
  const command = `npx tsx tests/bench/${module.file.slice(2)}${opts.quick ? ' --quick' : ''}`;
  let run: ((o: BenchOptions) => Promise<BenchSection>) | undefined;
  try {
    const loaded = (await import(module.file)) as Record<string, unknown>;
    run = loaded[module.exportName] as typeof run;
  } catch (error) {
    if (!isMissingModule(error, module.file)) return failedSection(module.title, command, error);
  }
  if (typeof run !== 'function')
    return {
      title: module.title,
      command,
      markdown: `Not run: tests/bench/${module.file.slice(2)} (\`${module.exportName}\`) does not exist yet.`,
      budgets: [],
    };
  try {
    return await run(opts);
  } catch (error) {
    return failedSection(module.title, command, error);
  }
}

export async function runBench(quick: boolean): Promise<boolean> {
  return withBenchDatabase(undefined, log, (databaseUrl) => benchAll(quick, databaseUrl));
}

async function benchAll(quick: boolean, databaseUrl: string | undefined): Promise<boolean> {
  const started = performance.now();
  const command = `npm run bench${quick ? ' -- --quick' : ''}`;
  const postgres = databaseUrl ? await postgresVersion(databaseUrl).catch(() => undefined) : undefined;
  const opts: BenchOptions = { quick, log, ...(databaseUrl ? { databaseUrl } : {}) };

  const sections: BenchSection[] = [];
  let chromium = 'unknown';
  let buildSeconds: number | undefined;
  // The PostgreSQL data set is built while the client section waits for its lock, builds the app
  // and starts its server (the database works in its own processes; nothing is measured yet).
  // Its failure is left to the API section, which builds it again and reports why.
  const postgresDataset = databaseUrl
    ? ensureDataset({ kind: 'postgres', url: databaseUrl }, quick ? QUICK_DATASET : FULL_DATASET, log).catch(
        (error: unknown) => log(`postgres: early data set build failed: ${String(error)}`),
      )
    : undefined;
  log(`client benchmarks${quick ? ' (quick)' : ''}…`);
  const clientStarted = performance.now();
  try {
    const client = await runClientBench({
      quick,
      log,
      // Its writes flushed now rather than spread over the client's measurements (lib/quiet-host.ts).
      ...(postgresDataset && databaseUrl
        ? {
            beforeMeasuring: postgresDataset.then(async () =>
              log(await checkpoint(databaseUrl, 'the data set')),
            ),
          }
        : {}),
    });
    sections.push(...client.sections);
    chromium = client.chromium;
    buildSeconds = client.buildSeconds;
  } catch (error) {
    sections.push(failedSection('Client benchmarks', 'npx tsx tests/bench/client/index.ts', error));
  }
  await postgresDataset;
  log(`client benchmarks: ${elapsed(clientStarted)}`);

  const timed = async (module: ServerModule, o: BenchOptions) => {
    const sectionStarted = performance.now();
    log(`${module.title}…`);
    const section = await runServerSection(module, o);
    log(`${module.title}: ${elapsed(sectionStarted)}`);
    return section;
  };
  // The import has no budget, only figures: the quick run (CI) leaves its 17 s out; the importer
  // itself has API tests on both databases.
  const importSection = quick ? undefined : await timed(IMPORT, opts);
  // The soak runs inside the API section, between PostgreSQL and PGlite, while the PGlite data
  // set (a minute of WebAssembly) is built in a child process: the soak has no throughput budget,
  // so sharing the CPU with that build costs it nothing but req/s, and the run a minute.
  let soak: BenchSection | undefined;
  const apiSection = await timed(API, {
    ...opts,
    whilePgliteBuilds: async () => {
      soak = await timed(SOAK, opts);
      if (!quick) soak.markdown += `\n\n${SOAK_ALONGSIDE}`;
    },
  });
  sections.push(apiSection, ...(importSection ? [importSection] : []), soak ?? (await timed(SOAK, opts)));

  const budgets = sections.flatMap((s) => s.budgets);
  const budgetTable = table(
    ['Budget', 'Result', 'Measured'],
    budgets.map((b) => [b.name, verdictOf(b), b.detail.replace(/\|/g, '\\|')]),
  );
  const report = [
    '# Benchmarks',
    '',
    'Generated by `npm run bench` (tests/bench/run.ts); do not edit by hand. See README → Benchmarks.',
    '',
    `${machineLine(postgres)} · ${chromium}`,
    '',
    `Command: \`${command}\` · ${elapsed(started)} in all` +
      (buildSeconds !== undefined ? ` (of which \`vite build\` ${buildSeconds.toFixed(0)} s)` : ''),
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', `Command: \`${s.command}\``, '', s.markdown, '']),
    '## Budgets',
    '',
    budgetTable,
    '',
  ].join('\n');
  const file = quick ? QUICK_REPORT : REPORT;
  writeFileSync(file, report);
  log(`\n${budgetTable}\n\nWrote ${file} in ${elapsed(started)}.`);
  return budgets.every((b) => b.ok);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await runBench(process.argv.includes('--quick'));
  // Exit now: a section may leave a pool or timer behind, and the verdict is already known.
  process.exit(ok ? 0 : 1);
}
