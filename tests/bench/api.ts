/**
 * API throughput (issue 7): autocannon, 10 connections, against the real server process on
 * PostgreSQL and on PGlite, each holding both shared extracts (US and Europe), 4 restrooms per course
 * and a million reviews (the US extract and 50,000 reviews with --quick). Every endpoint is also given as a share of the same
 * server's bare ceiling (a constant JSON route through the full middleware stack), which makes the
 * figures comparable across machines. Budgets (issue 19): on PostgreSQL the radius query ≥ 25% of the
 * ceiling with p99 ≤ 15 ms, a course's restrooms ≥ 20% and a review post ≥ 5% with p99 ≤ 50 ms; on
 * PGlite a review post ≥ 2.5%; looser with --quick (CI).
 *
 *   npx tsx tests/bench/api.ts [--quick]      # PostgreSQL from BENCH_DATABASE_URL / TEST_DATABASE_URL
 *   BENCH_ONLY=postgres|pglite                # one database
 *   BENCH_ENDPOINTS=review                    # only these endpoints (comma-separated), beside the
 *                                             # ceiling: no export or heavy-mix runs (an A/B of one)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createPosters,
  ensureDataset,
  FULL_DATASET,
  idPools,
  open,
  QUICK_DATASET,
  type BenchTarget,
  type DatasetSize,
} from './lib/dataset';
import { ENDPOINT_LABELS, posterHeaders, requestGenerators, type EndpointName } from './lib/endpoints';
import { benchDatabaseUrl, checkpoint, postgresVersion, quickFromArgv, withBenchDatabase } from './lib/env';
import { describeFailures, runLoad, type LoadRequest, type LoadResult } from './lib/load';
import { buildPgliteInChild, type PreparedPglite } from './lib/pglite-builder';
import { fixed, machineLine, table } from './lib/markdown';
import {
  EXPORT_CPU_MS_PER_10K,
  judged,
  medianBy,
  MIX_P99_MS,
  MIX_ROUNDS,
  PGLITE_REVIEW_BUDGET,
  RADIUS_BUDGET,
  RESTROOMS_BUDGET,
  REVIEW_BUDGET,
  skippedBudget,
  verdictOf,
  type BenchBudget,
  type ShareBudget,
} from './budgets';
import type { BenchOptions, BenchSection } from './lib/section';
import { startBenchServer } from './lib/server';
import { countCpu } from './lib/cpu';
import { timeExport, type ExportTiming } from './lib/export-timing';
import { measureHeavyMix, type HeavyMix } from './lib/heavy-mix';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const ALL_ENDPOINTS: EndpointName[] = ['radius', 'state', 'country', 'detail', 'restrooms', 'review'];

/**
 * BENCH_ENDPOINTS narrows a run to some endpoints (and the ceiling their shares are of), for
 * comparing two builds on one figure: the export and heavy-mix runs are left out too.
 */
function endpointsWanted(): { endpoints: EndpointName[]; narrowed: boolean } {
  const wanted = process.env.BENCH_ENDPOINTS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!wanted?.length) return { endpoints: ALL_ENDPOINTS, narrowed: false };
  const unknown = wanted.filter((name) => !ALL_ENDPOINTS.includes(name as EndpointName));
  if (unknown.length)
    throw new Error(`BENCH_ENDPOINTS: unknown ${unknown.join(', ')} (known: ${ALL_ENDPOINTS.join(', ')})`);
  return { endpoints: ALL_ENDPOINTS.filter((name) => wanted.includes(name)), narrowed: true };
}
const { endpoints: ENDPOINTS, narrowed: NARROWED } = endpointsWanted();

interface DatabaseRun {
  kind: 'postgres' | 'pglite';
  results: LoadResult[];
  exports: ExportTiming[];
  /** A cheap read's latency while heavy reads run. */
  /** The median run of the heavy mix (by the cheap read's p99), and every run (none when NARROWED). */
  mix?: HeavyMix;
  mixRounds: HeavyMix[];
  setupSeconds: number;
  /** PGlite: building its data set in the child process (import, generation, aggregates). */
  buildSeconds?: number;
}

/** The request mix of the warm-up: every read, so each query's plan and pages are warm. */
const WARM_UP: EndpointName[] = ['ceiling', 'radius', 'state', 'country', 'detail', 'restrooms'];

async function benchOne(
  target: BenchTarget,
  size: DatasetSize,
  opts: { seconds: number; posters: number; log: (line: string) => void; prepared?: PreparedPglite['pools'] },
): Promise<DatabaseRun> {
  const started = performance.now();
  let pools = opts.prepared;
  if (!pools) {
    await ensureDataset(target, size, opts.log);
    const handle = await open(target);
    try {
      pools = { ...(await idPools(handle.db)), posters: await createPosters(handle.db, opts.posters) };
    } finally {
      await handle.close();
    }
  }
  const server = await startBenchServer(target);
  const setupSeconds = (performance.now() - started) / 1000;
  try {
    const generators = requestGenerators(
      { ...pools, tokens: server.tokens },
      await posterHeaders({ ...pools, tokens: server.tokens }),
      size.europe,
    );
    // Without the European extract a country list would time empty answers.
    const reads = (names: EndpointName[]) => names.filter((name) => size.europe || name !== 'country');
    const measure = async (name: EndpointName, label: string = name) => {
      const cpu = countCpu(
        server.pid,
        target.kind === 'postgres' ? new URL(target.url).pathname.slice(1) : '',
      );
      const result = await runLoad({
        origin: server.origin,
        label,
        next: generators[name],
        seconds: opts.seconds,
        connections: CONNECTIONS,
      });
      const { serverUs, databaseUs } = cpu(result.total);
      opts.log(
        `${target.kind} ${label}: ${fixed(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${describeFailures(result)}; CPU per request: server ${fixed(serverUs)} µs` +
          (target.kind === 'postgres' ? `, PostgreSQL ${fixed(databaseUs)} µs` : ''),
      );
      return result;
    };
    const warmUp = (label: string, next: () => LoadRequest) =>
      runLoad({ origin: server.origin, label, next, seconds: WARM_UP_SECONDS, connections: CONNECTIONS });
    // One unmeasured run over every read (JIT, connection pool, the database's caches), rather
    // than one per endpoint: the same warmth in a fraction of the time the full bench can spare.
    let turn = 0;
    const warmReads = reads(WARM_UP);
    await warmUp('warm-up', () => generators[warmReads[turn++ % warmReads.length]!]());
    // Before the write load: on PGlite the last review posts were still settling when it ran
    // after them, so the file changed between the first download and the next.
    const exportRuns = opts.seconds >= 10 ? 5 : 2;
    const exports = NARROWED
      ? []
      : [
          await timeExport(server.origin, 'restrooms', exportRuns, server.cpuMs),
          await timeExport(server.origin, 'courses', exportRuns, server.cpuMs),
        ];
    for (const e of exports) {
      opts.log(
        `${target.kind} export ${e.file}: ${fixed(e.features)} features in ${fixed(e.coldMs)} ms (${fixed(e.cpuMs)} ms server CPU), then ${fixed(e.medianMs)} ms kept, ${fixed(e.wireBytes / 1024)} KB gzip`,
      );
    }
    const results: LoadResult[] = [await measure('ceiling', 'ceiling-start')];
    for (const name of reads(ENDPOINTS)) {
      // The write path gets its own unmeasured run, as the reads had theirs: its first seconds in
      // a new process ran a fifth slower (JIT), which a server in service has long left behind.
      if (name === 'review') await warmUp('warm-up (writes)', generators.review);
      results.push(await measure(name));
    }
    // On PostgreSQL (the budget's database) the ceiling runs last too: on a shared machine the
    // load from elsewhere moves during the run, and shares are taken of the higher of the two
    // (the stricter budget). PGlite's figures carry no budget, so it is spared the 10 s.
    if (target.kind === 'postgres') results.push(await measure('ceiling', 'ceiling-end'));
    // Several runs, judged by the median one: a host busy with other work for a few seconds moves
    // one run's p99, not the median's.
    const mixRounds: HeavyMix[] = [];
    for (let round = 0; round < (NARROWED ? 0 : MIX_ROUNDS); round++) {
      const mixed = await measureHeavyMix({
        origin: server.origin,
        courseIds: pools.courseIds,
        seconds: opts.seconds,
      });
      opts.log(
        `${target.kind} cheap read under heavy reads: p50 ${mixed.cheap.p50} ms, p99 ${mixed.cheap.p99} ms (heavy ${fixed(mixed.heavy.requestsPerSecond)} req/s)`,
      );
      mixRounds.push(mixed);
    }
    const mix = mixRounds.length ? medianBy(mixRounds, (round) => round.cheap.p99) : undefined;
    const errors = server.errorLogLines();
    for (const line of errors.slice(0, 20)) opts.log(`${target.kind}: server error log line: ${line}`);
    return { kind: target.kind, results, exports, mix, mixRounds, setupSeconds };
  } finally {
    await server.stop();
  }
}

const LABELS: Record<string, string> = {
  ...ENDPOINT_LABELS,
  'ceiling-start': `${ENDPOINT_LABELS.ceiling}, first`,
  'ceiling-end': `${ENDPOINT_LABELS.ceiling}, last`,
};

const resultOf = (run: DatabaseRun, label: string) => run.results.find((r) => r.label === label)!;

/** The higher of the ceiling runs. */
const ceilingOf = (run: DatabaseRun) =>
  Math.max(...run.results.filter((r) => r.label.startsWith('ceiling')).map((r) => r.requestsPerSecond));

const DATABASE_NAMES: Record<DatabaseRun['kind'], string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

function shareBudgetName(
  kind: DatabaseRun['kind'],
  what: string,
  budget: ShareBudget,
  quick: boolean,
): string {
  const share = Math.round((quick ? budget.quick : budget.full) * 1000) / 10;
  const p99 = !quick && budget.fullP99Ms !== undefined ? ` with p99 ≤ ${budget.fullP99Ms} ms` : '';
  return `API: ${what} ≥ ${share}% of the bare ceiling${p99} (${DATABASE_NAMES[kind]})`;
}

function shareBudget(
  run: DatabaseRun,
  endpoint: EndpointName,
  what: string,
  budget: ShareBudget,
  quick: boolean,
): BenchBudget {
  const result = resultOf(run, endpoint);
  const ceiling = ceilingOf(run);
  const share = result.requestsPerSecond / ceiling;
  const p99Limit = quick ? undefined : budget.fullP99Ms;
  return judged(
    shareBudgetName(run.kind, what, budget, quick),
    share >= (quick ? budget.quick : budget.full) && (p99Limit === undefined || result.p99 <= p99Limit),
    `${fixed(result.requestsPerSecond)} req/s = ${fixed(share * 100, 1)}% of the ceiling's ${fixed(ceiling)} req/s, p99 ${result.p99} ms`,
  );
}

/** A share budget of an endpoint BENCH_ENDPOINTS left out is skipped, never passed. */
function measuredShareBudget(
  run: DatabaseRun,
  endpoint: EndpointName,
  what: string,
  budget: ShareBudget,
  quick: boolean,
): BenchBudget {
  if (run.results.some((r) => r.label === endpoint)) return shareBudget(run, endpoint, what, budget, quick);
  return skippedBudget(shareBudgetName(run.kind, what, budget, quick), 'not measured (BENCH_ENDPOINTS)');
}

/** What each database's share budgets are about, for their names. */
const SHARE_BUDGETS: Record<DatabaseRun['kind'], [EndpointName, string, ShareBudget][]> = {
  postgres: [
    ['radius', 'radius query', RADIUS_BUDGET],
    ['restrooms', "a course's restrooms", RESTROOMS_BUDGET],
    ['review', 'a review post', REVIEW_BUDGET],
  ],
  pglite: [['review', 'a review post', PGLITE_REVIEW_BUDGET]],
};

function mixLine(run: DatabaseRun): string {
  if (!run.mix) return 'A cheap read under heavy reads: not measured (BENCH_ENDPOINTS).';
  const { cheap, heavy } = run.mix;
  return (
    `A cheap read under heavy reads: \`GET /api/courses/:id\` on 1 connection while 10 connections ask for ` +
    `\`GET /api/courses?…&radius=1000&limit=100\` (${fixed(heavy.requestsPerSecond)} req/s, p99 ${heavy.p99} ms): ` +
    `**p50 ${cheap.p50} ms, p99 ${cheap.p99} ms**, ${fixed(cheap.requestsPerSecond)} req/s, non-2xx ${describeFailures(cheap)} ` +
    `(the median of ${run.mixRounds.length} runs by p99: ${run.mixRounds.map((round) => round.cheap.p99).join(', ')} ms).`
  );
}

function exportTable(run: DatabaseRun): string {
  return table(
    [
      'export',
      'features',
      'first ms (built)',
      'server CPU ms',
      'next ms (kept)',
      'kept hits',
      'KB on the wire',
      'KB unpacked',
      '304 ms',
    ],
    run.exports.map((e) => [
      `/api/export/${e.file}.geojson`,
      fixed(e.features),
      fixed(e.coldMs),
      fixed(e.cpuMs),
      fixed(e.medianMs),
      `${e.hits}/${e.repeats}`,
      fixed(e.wireBytes / 1024),
      fixed(e.bytes / 1024),
      fixed(e.notModifiedMs, 1),
    ]),
  );
}

function resultTable(run: DatabaseRun): string {
  const ceiling = ceilingOf(run);
  return table(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', '% of ceiling', 'non-2xx'],
    run.results.map((r) => [
      LABELS[r.label] ?? r.label,
      fixed(r.requestsPerSecond),
      r.p50,
      r.p99,
      `${fixed((100 * r.requestsPerSecond) / ceiling, 1)}%`,
      describeFailures(r),
    ]),
  );
}

export async function runApiBench(opts: BenchOptions): Promise<BenchSection> {
  const size = opts.quick ? QUICK_DATASET : FULL_DATASET;
  const seconds = opts.quick ? 3 : 10;
  const posters = opts.quick ? 1_009 : 10_007;
  const url = benchDatabaseUrl(opts.databaseUrl);
  const command = `npx tsx tests/bench/api.ts${opts.quick ? ' --quick' : ''}`;
  const only = process.env.BENCH_ONLY?.trim();

  const runs: DatabaseRun[] = [];
  const sections: string[] = [];
  const budgets: BenchSection['budgets'] = [];

  if (url && only !== 'pglite') {
    const run = await benchOne({ kind: 'postgres', url }, size, { seconds, posters, log: opts.log });
    runs.push(run);
    for (const [endpoint, what, budget] of SHARE_BUDGETS.postgres) {
      budgets.push(measuredShareBudget(run, endpoint, what, budget, opts.quick));
    }
  } else if (!url) {
    sections.push('**PostgreSQL:** skipped (no PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
    for (const [, what, budget] of SHARE_BUDGETS.postgres) {
      budgets.push(skippedBudget(shareBudgetName('postgres', what, budget, opts.quick), 'no PostgreSQL'));
    }
  }
  if (only !== 'postgres') {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fairway-bench-pglite-'));
    try {
      const building = buildPgliteInChild(dataDir, size, posters, opts.log);
      building.catch(() => {}); // awaited below; a failure during the soak must not end the process
      let prepared;
      try {
        await opts.whilePgliteBuilds?.();
      } finally {
        prepared = await building;
      }
      // After the soak (full runs only), before PGlite is measured.
      if (url && !opts.quick) opts.log(await checkpoint(url));
      const { timings } = prepared;
      const buildSeconds = (timings.importMs + timings.generateMs + timings.aggregatesMs) / 1000;
      opts.log(`pglite: data set built in ${fixed(buildSeconds, 1)} s (in another process)`);
      const run = await benchOne({ kind: 'pglite', dataDir }, size, {
        seconds,
        posters,
        log: opts.log,
        prepared: prepared.pools,
      });
      runs.push({ ...run, buildSeconds });
      for (const [endpoint, what, budget] of SHARE_BUDGETS.pglite) {
        budgets.push(measuredShareBudget(run, endpoint, what, budget, opts.quick));
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  } else {
    await opts.whilePgliteBuilds?.();
  }

  for (const run of runs) {
    const setup =
      run.buildSeconds === undefined
        ? `data set ready and server up in ${fixed(run.setupSeconds, 1)} s`
        : `data set built in ${fixed(run.buildSeconds, 1)} s in a child process, then server up in ${fixed(run.setupSeconds, 1)} s`;
    sections.push(
      `**${run.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}** (${setup})\n\n${resultTable(run)}\n\n${mixLine(run)}\n\n${run.exports.length ? exportTable(run) : 'The export: not measured (BENCH_ENDPOINTS).'}`,
    );
  }
  for (const run of runs) {
    const limit = opts.quick ? MIX_P99_MS.quick : MIX_P99_MS.full;
    const name = `API: a cheap read's p99 under heavy reads ≤ ${limit} ms, median of ${MIX_ROUNDS} runs (${DATABASE_NAMES[run.kind]})`;
    if (!run.mix) {
      budgets.push(skippedBudget(name, 'not measured (BENCH_ENDPOINTS)'));
      continue;
    }
    const rounds = run.mixRounds.map((round) => round.cheap.p99).join(', ');
    budgets.push(
      judged(
        name,
        run.mix.cheap.p99 <= limit,
        `course detail p99 ${run.mix.cheap.p99} ms (p50 ${run.mix.cheap.p50} ms; runs ${rounds} ms) beside ${fixed(run.mix.heavy.requestsPerSecond)} heavy req/s`,
      ),
    );
  }
  const exportLimit = opts.quick ? EXPORT_CPU_MS_PER_10K.quick : EXPORT_CPU_MS_PER_10K.full;
  const per10k = (e: ExportTiming) => (e.cpuMs / Math.max(e.features, 1)) * 10_000;
  for (const run of runs) {
    const name = `Export: the whole catalogue's GeoJSON in ≤ ${fixed(exportLimit)} ms of server CPU per 10,000 features (${DATABASE_NAMES[run.kind]})${opts.quick ? ` (quick run's floor; ≤ ${fixed(EXPORT_CPU_MS_PER_10K.full)} ms in the full run)` : ''}`;
    if (run.exports.length === 0) {
      budgets.push(skippedBudget(name, 'not measured (BENCH_ENDPOINTS)'));
      continue;
    }
    const dearest = Math.max(...run.exports.map(per10k));
    budgets.push(
      judged(
        name,
        dearest <= exportLimit,
        run.exports
          .map(
            (e) =>
              `${e.file} ${fixed(e.features)} features: ${fixed(e.cpuMs)} ms CPU (${fixed(per10k(e))} ms per 10,000), ${fixed(e.coldMs)} ms to the last byte (kept: ${fixed(e.medianMs)} ms)`,
          )
          .join(', '),
      ),
    );
  }
  const markdown = [
    machineLine(url ? await postgresVersion(url) : undefined),
    '',
    `Data: ${size.europe ? `the shared OSM extracts, ${fixed(9336)} US and ${fixed(7357)} European features` : `the shared ${fixed(9336)}-course US OSM extract`} (real importer), ${size.restroomsPerCourse} restrooms per course, ` +
      `${fixed(size.reviews)} reviews by ${fixed(size.reviewers)} generated users (ratings random 1–5), aggregates recomputed. ` +
      `autocannon ${CONNECTIONS} connections, ${seconds} s per endpoint after one ${WARM_UP_SECONDS}-s warm-up over every read (and another of review posts before theirs), against \`node --import tsx src/server/main.ts\` ` +
      `(a separate process, access log at info). On PostgreSQL the ceiling runs first and last and shares are of the higher; on PGlite it runs first. Review posts: each a new (user, restroom) pair by ${fixed(posters)} fresh users, with an Idempotency-Key.`,
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
  return { title: 'API throughput', command, markdown, budgets };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const log = (line: string) => console.error(line);
  const section = await withBenchDatabase(undefined, log, (url) =>
    runApiBench({ quick: quickFromArgv(), log, ...(url ? { databaseUrl: url } : {}) }),
  );
  console.log(`## ${section.title}\n\n\`${section.command}\`\n\n${section.markdown}`);
  for (const budget of section.budgets) console.log(`${verdictOf(budget)}: ${budget.name}: ${budget.detail}`);
  process.exitCode = section.budgets.every((b) => b.ok) ? 0 : 1;
}
