/**
 * The open-data export over the whole catalogue (issue 16, docs/product.md §11): one client
 * downloading each file compressed, timed to its last byte (median of a few), with its size on the
 * wire and unpacked, its feature count, and a repeat with its validator (a 304). The first
 * download's budget is the server's CPU time for it (tests/bench/budgets.ts): the wall clock of one
 * download is the host's as much as the code's.
 */
import { request, type Agent } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface ExportTiming {
  file: 'restrooms' | 'courses';
  /** The first download: the catalogue read, written and compressed as it streams. */
  coldMs: number;
  /** The server process's CPU time during the first download (its database thread included on PGlite). */
  cpuMs: number;
  /** The next ones, served from the kept compressed file (median). */
  medianMs: number;
  /** How many of the next ones the server answered from the kept file (X-Cache: HIT). */
  hits: number;
  repeats: number;
  wireBytes: number;
  bytes: number;
  features: number;
  notModifiedMs: number;
}

/** `agent`: false for a connection of its own (no idle keep-alive socket the server may be closing). */
function download(url: string, headers: Record<string, string>, agent?: Agent | false) {
  return new Promise<{
    status: number;
    body: Buffer;
    etag: string | undefined;
    cache: string | undefined;
    ms: number;
  }>((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers, ...(agent === undefined ? {} : { agent }) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          etag: typeof res.headers.etag === 'string' ? res.headers.etag : undefined,
          cache: typeof res.headers['x-cache'] === 'string' ? res.headers['x-cache'] : undefined,
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function timeExport(
  origin: string,
  file: ExportTiming['file'],
  runs: number,
  cpuMs: () => number,
): Promise<ExportTiming> {
  const url = `${origin}/api/export/${file}.geojson`;
  const times: number[] = [];
  let hits = 0;
  let last: Awaited<ReturnType<typeof download>> | undefined;
  let cpu = NaN;
  for (let i = 0; i < runs + 1; i++) {
    const cpuBefore = cpuMs();
    last = await download(url, { 'accept-encoding': 'gzip' });
    if (i === 0) cpu = cpuMs() - cpuBefore;
    if (last.status !== 200) throw new Error(`${url} answered ${last.status}`);
    times.push(last.ms);
    if (last.cache === 'HIT') hits++;
  }
  if (!last?.etag) throw new Error(`${url} sent no ETag`);
  const text = gunzipSync(last.body);
  const features = (JSON.parse(text.toString('utf8')) as { features: unknown[] }).features.length;
  const repeat = await download(url, { 'accept-encoding': 'gzip', 'if-none-match': last.etag });
  if (repeat.status !== 304) throw new Error(`${url} with its ETag answered ${repeat.status}, not 304`);
  const [coldMs = NaN, ...kept] = times;
  return {
    file,
    coldMs,
    cpuMs: cpu,
    hits,
    repeats: kept.length,
    medianMs: median(kept.length > 0 ? kept : [coldMs]),
    wireBytes: last.body.length,
    bytes: text.length,
    features,
    notModifiedMs: repeat.ms,
  };
}

export interface ExportContention {
  /** Plain (not gzip) downloads started together, from one client. */
  downloads: number;
  /** How many of them the server built (X-Cache MISS, or no X-Cache: built for that request). */
  builds: number;
  /** Until the last of them ended. */
  downloadsMs: number;
  /** Another client's course read, one at a time, before the downloads: median and p90. */
  quiet: { median: number; p90: number; count: number };
  /** The same read while the downloads run. */
  during: { median: number; p90: number; count: number };
}

const p90 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.9))] ?? NaN;
const spread = (values: number[]) => ({ median: median(values), p90: p90(values), count: values.length });

/**
 * Issue 36: four plain exports at once from one address pushed another address's course read from
 * 16 ms to 882 ms median (p90 1.8 s). A cold server (nothing kept yet) takes `downloads` plain
 * downloads of the restrooms file together while a second client reads `coursePath` one request
 * after another; the reads of `quietMs` before them are the baseline.
 */
export async function timeExportContention(
  origin: string,
  coursePath: string,
  options: { downloads: number; quietMs: number },
): Promise<ExportContention> {
  const read = async () => (await download(`${origin}${coursePath}`, {}, false)).ms;
  const quiet: number[] = [];
  for (const until = performance.now() + options.quietMs; performance.now() < until;)
    quiet.push(await read());
  const started = performance.now();
  let running = true;
  const files = Promise.all(
    Array.from({ length: options.downloads }, () =>
      download(`${origin}/api/export/restrooms.geojson`, { 'accept-encoding': 'identity' }, false),
    ),
  ).finally(() => (running = false));
  const during: number[] = [];
  while (running) during.push(await read());
  const answers = await files;
  const downloadsMs = performance.now() - started;
  for (const answer of answers)
    if (answer.status !== 200) throw new Error(`export answered ${answer.status}`);
  return {
    downloads: options.downloads,
    builds: answers.filter((answer) => answer.cache !== 'HIT').length,
    downloadsMs,
    quiet: spread(quiet),
    during: spread(during),
  };
}
