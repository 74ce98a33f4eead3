/** Whether this process and its database answer, for load balancers and uptime checks. */
import packageJson from '../../../package.json' with { type: 'json' };
import type { Health } from '../../shared/schemas';
import type { DbHandle } from '../db/client';

/** A database slower than this counts as unreachable: a health check must answer quickly. */
const PING_TIMEOUT_MS = 2_000;
const startedAt = Date.now();

export type HealthReport = { healthy: true; health: Health } | { healthy: false; health: Health };

export async function checkHealth(handle: Pick<DbHandle, 'kind' | 'ping'>): Promise<HealthReport> {
  const started = performance.now();
  const reachable = await pingWithTimeout(handle);
  const health: Health = {
    status: 'ok',
    version: packageJson.version,
    database: {
      kind: handle.kind,
      reachable,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
    },
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
  return { healthy: reachable, health };
}

async function pingWithTimeout(handle: Pick<DbHandle, 'ping'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([handle.ping().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
