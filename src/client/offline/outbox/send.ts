/**
 * One attempt of one outbox entry over HTTP (drain-core.ts decides which and when): the request
 * with its Idempotency-Key and the current token, one refresh and resend on a 401, and what the
 * answer means for the entry: accepted, worth retrying (with the server's Retry-After, if any), or
 * refused with the server's message.
 */
import type { OutboxEntry } from './types';
import { writes } from './writes';

/** What an attempt needs from its drain. */
export interface SendEnvironment {
  /** Absolute, ending in '/api/'. */
  apiBase: string;
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => number;
  /** After a 401 with `sentToken`: a token to send with, or null. */
  refresh: (sentToken: string) => Promise<string | null>;
}

export type Outcome =
  | { ok: true; data: unknown }
  | {
      ok: false;
      retry: boolean;
      unanswered: boolean;
      message: string;
      /** The server's `code`, or the device's own ('network', 'timeout'): see types.ts `errorCode`. */
      code?: string;
      retryAfterMs?: number;
    };

/** The server's Retry-After in ms (seconds or an HTTP date), when it sent one. */
function retryAfterMs(response: Response, now: number): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function isTransient(response: Response): boolean {
  const { status } = response;
  if (status === 409) return response.headers.has('Retry-After');
  return status >= 500 || status === 408 || status === 429 || status === 401;
}

async function request(
  env: SendEnvironment,
  entry: OutboxEntry,
  path: string,
  token: string,
): Promise<Response> {
  const headers = new Headers({
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': entry.idempotencyKey ?? entry.id,
  });
  if (entry.body !== undefined) headers.set('Content-Type', 'application/json');
  return env.fetch(new URL(path, env.apiBase), {
    method: writes[entry.kind].method,
    headers,
    body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
    signal: AbortSignal.timeout(env.timeoutMs),
  });
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null; // An empty body is an answer too.
  }
}

/** Sends one entry with the current token; on a 401, refreshes once and resends once. */
export async function send(
  env: SendEnvironment,
  entry: OutboxEntry,
  path: string,
  token: string,
): Promise<Outcome> {
  let response: Response;
  try {
    response = await request(env, entry, path, token);
    if (response.status === 401) {
      const fresh = await env.refresh(token);
      if (fresh) response = await request(env, entry, path, fresh);
    }
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const message = timedOut ? `timeout of ${env.timeoutMs} ms exceeded` : 'Network Error';
    return { ok: false, retry: true, unanswered: true, message, code: timedOut ? 'timeout' : 'network' };
  }
  const body = await readJson(response);
  if (response.ok) return { ok: true, data: body?.data ?? null };
  const serverMessage = typeof body?.message === 'string' ? body.message.trim() : '';
  const message = serverMessage || `Request failed with status code ${response.status}`;
  return {
    ok: false,
    retry: isTransient(response),
    unanswered: false,
    message,
    ...(typeof body?.code === 'string' && { code: body.code }),
    retryAfterMs: retryAfterMs(response, env.now()),
  };
}
