/**
 * localStorage, made safe: it throws in some private modes and when storage is disabled. The app must
 * keep working there (it simply forgets), so every access goes through these functions.
 *
 * `onStorageChange` tells about writes to a key from this tab (through these functions) and from
 * other tabs (the `storage` event), so a module that depends on a stored value (the outbox on the
 * session's tokens) can act when it changes instead of waiting for some unrelated trigger.
 */
import * as v from 'valibot';

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

function changed(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The JSON stored under `key`, read back with `schema`; null when absent, unreadable or of another shape. */
export function readStoredJson<TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
): v.InferOutput<TSchema> | null {
  const text = readStorage(key);
  if (text === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the value still applies for this visit.
  }
  changed(key);
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
  changed(key);
}

/** Calls `listener` after `key` is written or removed, here or in another tab; returns the stop. */
export function onStorageChange(key: string, listener: Listener): () => void {
  const forKey = listeners.get(key) ?? new Set<Listener>();
  listeners.set(key, forKey);
  forKey.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', fromOtherTab);
  return () => {
    forKey.delete(listener);
    globalThis.removeEventListener?.('storage', fromOtherTab);
  };
}

/**
 * Asks the browser to keep this site's storage under pressure (`navigator.storage.persist()`), once
 * the device holds something of the golfer's own: a course saved for offline, or a write not yet
 * sent (docs/decisions.md §6). Chromium grants it without a prompt to an installed or engaged site;
 * a refusal changes nothing, so it is never waited for. Here rather than in a module of its own:
 * one more chunk on the course screen's first load cost it in Lighthouse's simulation.
 */
export function keepStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}
