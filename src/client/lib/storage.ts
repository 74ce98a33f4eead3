/**
 * localStorage, made safe: it throws in some private modes and when storage is disabled. The app must
 * keep working there (it simply forgets), so every access goes through these three functions.
 */

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
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
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
