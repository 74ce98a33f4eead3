/**
 * The open-data export over the whole catalogue (issue 16, docs/product.md §11): one client
 * downloading each file compressed, timed to its last byte (median of a few), with its size on the
 * wire and unpacked, its feature count, and a repeat with its validator (a 304). The first
 * download's budget is the server's CPU time for it (tests/bench/budgets.ts): the wall clock of one
 * download is the host's as much as the code's.
 */
import { request } from 'node:http';
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

function download(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    body: Buffer;
    etag: string | undefined;
    cache: string | undefined;
    ms: number;
  }>((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers }, (res) => {
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
