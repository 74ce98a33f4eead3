/** Whether a new version is installed and waiting, and how to switch to it (set by the registration). */
type Listener = () => void;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

export function setUpdateAvailable(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

export function getApplyUpdate(): (() => void) | null {
  return applyUpdate;
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
