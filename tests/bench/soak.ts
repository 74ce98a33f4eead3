/**
 * Soak (issue 8): ten minutes of mixed reads and review posts on PostgreSQL against the real
 * server process and the full data set, sampling the server's resident memory every 10 s.
 * Passes with no error, no non-2xx answer (every request is valid: nothing is expected to be
 * refused), no error log line, flat memory (the second half's RSS trend, a median of pairwise
 * slopes that garbage-collection swings do not tip: see slopePerMinute, under
 * SLOPE_LIMIT_MIB_PER_MIN), and afterwards every posted review stored once and the aggregates
 * equal to a recomputation from the rows.
 *
 *   npx tsx tests/bench/soak.ts                 # BENCH_SOAK_SECONDS shortens it while iterating
 */
import { sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { createPosters, ensureDataset, FULL_DATASET, idPools, open, query, type Poster } from './lib/dataset';
import { posterHeaders, requestGenerators, type EndpointName } from './lib/endpoints';
import { benchDatabaseUrl, postgresVersion, withBenchDatabase } from './lib/env';
import { describeFailures, runLoad } from './lib/load';
import { fixed, machineLine, table } from './lib/markdown';
import type { BenchOptions, BenchSection } from './lib/section';
import { startBenchServer } from './lib/server';
import { skippedBudget, SLOPE_LIMIT_MIB_PER_MIN } from './budgets';

const DEFAULT_SECONDS = 600;
const SAMPLE_EVERY_MS = 10_000;
const CONNECTIONS = 10;

/** What golfers do, roughly: mostly lists and course pages, some reviews. */
const MIX: [EndpointName, number][] = [
  ['radius', 30],
  ['state', 15],
  ['detail', 20],
  ['restrooms', 25],
  ['review', 10],
];

interface Sample {
  seconds: number;
  rssMiB: number;
}

/**
 * The trend of RSS over time, in MiB per minute: the Theil–Sen estimator, the median of the slopes
 * between every pair of samples. RSS swings by about 100 MiB as the garbage collector grows and
 * returns the heap; a least-squares line through half a run (30 samples) tips whichever way the
 * last few swings fell, and the budget flapped on a flat trend. A median ignores swings on up to
 * about a quarter of the samples, and a sawtooth's pairs that span whole teeth count zero, while a
 * steady climb shows in every pair. Sampling the heap after a forced collection would be steadier
 * still but needs a hook in the server process just for the bench, which the soak avoids.
 */
export function slopePerMinute(samples: Sample[]): number {
  const slopes: number[] = [];
  for (const [i, a] of samples.entries()) {
    for (const b of samples.slice(i + 1)) {
      if (b.seconds !== a.seconds) slopes.push((b.rssMiB - a.rssMiB) / (b.seconds - a.seconds));
    }
  }
  if (slopes.length === 0) return 0;
  slopes.sort((x, y) => x - y);
  const mid = Math.floor(slopes.length / 2);
  const median = slopes.length % 2 ? slopes[mid]! : (slopes[mid - 1]! + slopes[mid]!) / 2;
  return median * 60;
}

const BUDGET_NAMES = {
  errors: 'Soak: no errors and no non-2xx answers',
  memory: `Soak: flat memory (second-half RSS slope ≤ ${SLOPE_LIMIT_MIB_PER_MIN} MiB/min)`,
  stored: 'Soak: every acknowledged review stored once, aggregates exact afterwards',
};

/**
 * Not run: by design in a quick run (its budgets belong to the full run only), or for want of
 * PostgreSQL in a full run, where its budgets are skipped and so do not pass.
 */
const skipped = (reason: string, budgetsSkipped: boolean): BenchSection => ({
  title: 'Soak',
  command: 'npx tsx tests/bench/soak.ts',
  markdown: `Skipped (${reason}).`,
  budgets: budgetsSkipped ? Object.values(BUDGET_NAMES).map((name) => skippedBudget(name, reason)) : [],
});

/** Reviews by this run's posters, and courses whose stored aggregates differ from the rows. */
async function verify(url: string, posters: Poster[]): Promise<{ stored: number; drifted: number }> {
  const handle = await open({ kind: 'postgres', url });
  try {
    // This run's posters share an email prefix (bench-poster-<run>-); see createPosters.
    const prefix = posters[0]?.email.replace(/\d+@.*$/, '') ?? 'none';
    const [stored] = await query<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from reviews r join users u on u.id = r.user_id
          where u.email like ${`${prefix}%`}`,
    );
    const [drifted] = await query<{ n: number }>(
      handle.db,
      sql`with truth as (
            select rr.course_id, count(r.id)::int as reviews, coalesce(avg(r.rating)::float8, 0) as rating
            from restrooms rr left join reviews r on r.restroom_id = rr.id
            where rr.status in ('pending', 'approved') group by rr.course_id)
          select count(*)::int as n from courses c join truth t on t.course_id = c.id
          where c.total_reviews <> t.reviews or abs(c.average_rating - t.rating) > 1e-9`,
    );
    return { stored: stored?.n ?? -1, drifted: drifted?.n ?? -1 };
  } finally {
    await handle.close();
  }
}

export async function runSoak(opts: BenchOptions): Promise<BenchSection> {
  if (opts.quick) return skipped('not part of --quick', false);
  const url = benchDatabaseUrl(opts.databaseUrl);
  if (!url) return skipped('no PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL', true);
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? DEFAULT_SECONDS);
  const target = { kind: 'postgres', url } as const;

  await ensureDataset(target, FULL_DATASET, opts.log);
  const handle = await open(target);
  let pools;
  try {
    pools = { ...(await idPools(handle.db)), posters: await createPosters(handle.db, 10_007) };
  } finally {
    await handle.close();
  }
  const server = await startBenchServer(target);
  const counts = Object.fromEntries(MIX.map(([name]) => [name, 0])) as Record<EndpointName, number>;
  const samples: Sample[] = [];
  let reviewsCreated = 0;
  let result;
  try {
    const bearers = await posterHeaders({ ...pools, tokens: server.tokens });
    const generators = requestGenerators({ ...pools, tokens: server.tokens }, bearers, FULL_DATASET.europe);
    const weight = MIX.reduce((a, [, w]) => a + w, 0);
    const next = (context: Record<string, unknown>) => {
      let roll = Math.random() * weight;
      const [name] = MIX.find(([, w]) => (roll -= w) < 0) ?? MIX[0]!;
      counts[name]++;
      context.kind = name;
      return generators[name]();
    };
    const onResponse = (status: number, context: Record<string, unknown>) => {
      if (context.kind === 'review' && status === 201) reviewsCreated++;
    };
    const started = Date.now();
    const sample = () => samples.push({ seconds: (Date.now() - started) / 1000, rssMiB: server.rssMiB() });
    sample();
    const timer = setInterval(sample, SAMPLE_EVERY_MS);
    try {
      result = await runLoad({
        origin: server.origin,
        label: 'soak',
        next,
        onResponse,
        seconds,
        connections: CONNECTIONS,
      });
    } finally {
      clearInterval(timer);
    }
    sample();
    opts.log(
      `soak: ${fixed(result.total)} requests, ${fixed(result.requestsPerSecond)} req/s, non-2xx ${describeFailures(result)}`,
    );
  } finally {
    await server.stop();
  }
  const errorLines = server.errorLogLines();
  // A failing budget must say why: print every error line (capped), and put them in the report.
  for (const line of errorLines.slice(0, 20)) opts.log(`soak: server error log line: ${line}`);
  const { stored, drifted } = await verify(url, pools.posters);

  const secondHalf = samples.filter((s) => s.seconds >= seconds / 2);
  const slope = slopePerMinute(secondHalf);
  const rss = samples.map((s) => s.rssMiB);

  const budgets: BenchSection['budgets'] = [
    {
      name: BUDGET_NAMES.errors,
      ok: result.errors === 0 && result.non2xx === 0 && errorLines.length === 0,
      detail: `${fixed(result.total)} requests: non-2xx and connection errors ${describeFailures(result)}, error log lines ${errorLines.length}`,
    },
    {
      name: BUDGET_NAMES.memory,
      ok: slope <= SLOPE_LIMIT_MIB_PER_MIN,
      detail: `${fixed(slope, 2)} MiB/min (Theil–Sen); RSS start ${fixed(rss[0] ?? 0)} MiB, end ${fixed(rss.at(-1) ?? 0)} MiB, max ${fixed(Math.max(...rss))} MiB`,
    },
    {
      name: BUDGET_NAMES.stored,
      // A request cut off at the stop may have been written without its answer being counted.
      ok: drifted === 0 && stored >= reviewsCreated && stored <= reviewsCreated + CONNECTIONS,
      detail: `${fixed(reviewsCreated)} reviews answered 201, ${fixed(stored)} stored; ${drifted} courses whose aggregates differ from their rows`,
    },
  ];

  // One row a minute, plus the last sample.
  const minuteRows = samples
    .filter(
      (s, i) =>
        i === samples.length - 1 ||
        Math.floor(s.seconds / 60) !== Math.floor((samples[i - 1]?.seconds ?? -60) / 60),
    )
    .map((s) => [`${fixed(s.seconds / 60, 1)} min`, fixed(s.rssMiB, 1)]);
  const markdown = [
    machineLine(await postgresVersion(url)),
    '',
    `${fixed(seconds / 60, 1)} minutes, autocannon ${CONNECTIONS} connections at full speed against the server process on PostgreSQL with the full data set ` +
      `(${fixed(FULL_DATASET.reviews)} reviews). Mix: ${MIX.map(([n, w]) => `${n} ${w}%`).join(', ')}; review posts are new (user, restroom) pairs by 10,007 fresh users, well inside the per-user write limit.`,
    '',
    table(
      ['requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx + errors', 'error log lines', 'reviews stored'],
      [
        [
          fixed(result.total),
          fixed(result.requestsPerSecond),
          result.p50,
          result.p99,
          describeFailures(result),
          errorLines.length,
          `${fixed(stored)} (${fixed(reviewsCreated)} answered 201)`,
        ],
      ],
    ),
    '',
    `Requests built by kind: ${MIX.map(([n]) => `${n} ${fixed(counts[n])}`).join(', ')}.`,
    '',
    `Server memory (VmRSS, sampled every ${SAMPLE_EVERY_MS / 1000} s): start ${fixed(rss[0] ?? 0, 1)} MiB, end ${fixed(rss.at(-1) ?? 0, 1)} MiB, ` +
      `max ${fixed(Math.max(...rss), 1)} MiB; second-half slope ${fixed(slope, 2)} MiB/min (Theil–Sen: the median of the slopes between every two samples; limit ${SLOPE_LIMIT_MIB_PER_MIN}).`,
    '',
    table(['time', 'RSS MiB'], minuteRows),
    '',
    `Afterwards: ${drifted} courses with aggregates differing from a recomputation from the rows.`,
  ].join('\n');
  return { title: 'Soak', command: 'npx tsx tests/bench/soak.ts', markdown, budgets };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const log = (line: string) => console.error(line);
  const section = await withBenchDatabase(undefined, log, (url) =>
    runSoak({ quick: false, log, ...(url ? { databaseUrl: url } : {}) }),
  );
  console.log(`## ${section.title}\n\n\`${section.command}\`\n\n${section.markdown}`);
  for (const budget of section.budgets) {
    console.log(`${budget.ok ? 'ok' : 'BROKEN'}: ${budget.name}: ${budget.detail}`);
  }
  process.exitCode = section.budgets.every((b) => b.ok) ? 0 : 1;
}
