/**
 * A stand-in for the network (never for our code): answers fetch() from a URL → body table and
 * records what was asked. Offline mode (or an unreachable host) rejects like a browser with no signal.
 */
import { vi } from 'vitest';

export interface FakeNetwork {
  requests: string[];
  offline: boolean;
  /** Hosts that do not answer (a server down while the rest of the network works). */
  unreachable: Set<string>;
  restore: () => void;
}

export function fakeNetwork(
  answer: (url: string) => { body: string | Uint8Array<ArrayBuffer>; type?: string } | null,
) {
  const network: FakeNetwork = {
    requests: [],
    offline: false,
    unreachable: new Set(),
    restore: () => undefined,
  };
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    init?.signal?.throwIfAborted();
    network.requests.push(url);
    if (network.offline || network.unreachable.has(new URL(url).host)) throw new TypeError('Failed to fetch');
    const found = answer(url);
    if (!found) return new Response('not found', { status: 404 });
    return new Response(found.body, {
      headers: { 'content-type': found.type ?? 'application/octet-stream' },
    });
  });
  network.restore = () => spy.mockRestore();
  return network;
}

export const bytes = (n: number, fill = 1): Uint8Array<ArrayBuffer> =>
  new Uint8Array(new ArrayBuffer(n)).fill(fill);
