/**
 * autocannon, in this process, against a server in another (so the load generator's CPU is not
 * the server's). Requests are built per call by `next`, so every request can target another id or
 * carry another body; the figures are autocannon's (req/s = mean of its per-second samples).
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  ok2xx: number;
  non2xx: number;
  /** Connection errors and time-outs. */
  errors: number;
  /** Status code → count, for the non-2xx column. */
  statuses: Record<string, number>;
}

export async function runLoad(options: {
  origin: string;
  label: string;
  /** `context` is the connection's (one request in flight per connection): see onResponse. */
  next: (context: Record<string, unknown>) => LoadRequest;
  /** Each answer, with the context its request was built in. */
  onResponse?: (status: number, context: Record<string, unknown>) => void;
  seconds: number;
  connections: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    // A request that hangs 10 s is an error worth reporting, not something to wait for.
    timeout: 10,
    requests: [
      {
        setupRequest: (request, context) => {
          const next = options.next(context as Record<string, unknown>);
          return {
            ...request,
            method: next.method ?? 'GET',
            path: next.path,
            headers: { ...next.headers, ...(next.body ? { 'content-type': 'application/json' } : {}) },
            ...(next.body !== undefined ? { body: next.body } : {}),
          };
        },
        ...(options.onResponse
          ? {
              onResponse: (status: number, _body: string, context: object) =>
                options.onResponse!(status, context as Record<string, unknown>),
            }
          : {}),
      },
    ],
  });
  const statuses: Record<string, number> = {};
  const codes = (result as unknown as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  for (const [code, stat] of Object.entries(codes ?? {})) statuses[code] = Number(stat.count);
  return {
    label: options.label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    statuses,
  };
}

/** "2 (409×2)" or "0": the count, and which codes when there are any. */
export function describeFailures(result: LoadResult): string {
  const bad = Object.entries(result.statuses).filter(([code]) => !code.startsWith('2'));
  const parts = bad.map(([code, count]) => `${code}×${count}`);
  if (result.errors > 0) parts.push(`connection errors×${result.errors}`);
  const count = result.non2xx + result.errors;
  return parts.length ? `${count} (${parts.join(', ')})` : String(count);
}
