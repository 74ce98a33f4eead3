/**
 * The request handlers still running, for a graceful stop (docs/architecture.md, crash safety).
 * Node's `server.close()` waits for open connections, not for handlers: a client that hung up
 * leaves its handler running with no socket, and closing the database under it could leave a
 * committed write whose idempotent answer was never stored. Shutdown waits for this count to reach
 * zero as well.
 *
 * Draining also answers every later request with `Connection: close`: `server.close()` only drops
 * the keep-alive connections idle at that moment, and a client that keeps one busy (a load
 * balancer, a benchmark) would otherwise hold the process open until the grace runs out.
 */
import { ServerResponse } from 'node:http';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

export interface InFlight {
  /** The server's fetch: runs `fetch`, counted until its answer is ready. */
  wrap(fetch: Fetch): Fetch;
  /** From now on each answer closes its connection. */
  drain(): void;
  /** Handlers running now. */
  running(): number;
  /** True once nothing runs, or false when `timeoutMs` passes first. */
  whenIdle(timeoutMs: number): Promise<boolean>;
}

export function createInFlight(): InFlight {
  let count = 0;
  let draining = false;
  let waiters: (() => void)[] = [];
  const settle = () => {
    count -= 1;
    if (count > 0) return;
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  return {
    wrap: (fetch) => (request, env) => {
      // HTTP/1 only: HTTP/2 has no Connection header (and this server speaks HTTP/1).
      if (draining && env.outgoing instanceof ServerResponse && !env.outgoing.headersSent) {
        env.outgoing.setHeader('Connection', 'close');
      }
      const result = fetch(request, env);
      // A synchronous answer stays synchronous: @hono/node-server sends those without a promise.
      if (!(result instanceof Promise)) return result;
      count += 1;
      return result.finally(settle);
    },
    drain: () => {
      draining = true;
    },
    running: () => count,
    whenIdle(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake);
          resolve(false);
        }, timeoutMs);
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(wake);
      });
    },
  };
}
