/**
 * Toast state, kept outside React so any code (a fetcher, the service-worker glue) can raise one.
 * docs/product.md §9: one visible at a time (a new toast replaces the current one), auto-dismiss after 5 s
 * (the Toaster's timer, which pauses while the toast is hovered or focused), and a dismissed toast is
 * dropped from memory after TOAST.removeDelayMs.
 */
import { TOAST } from '../../../shared/constants';

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function commit(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function forget(id: string): void {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++nextId);
  const item: ToastItem = { variant: 'default', ...input, id, open: true };
  const kept = [item, ...toasts].slice(0, TOAST.limit);
  for (const dropped of toasts) if (!kept.includes(dropped)) forget(dropped.id);
  commit(kept);
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast (or all); it stays in memory, closed, until the removal delay has passed. */
export function dismissToast(id?: string): void {
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !removalTimers.has(item.id)) {
      removalTimers.set(
        item.id,
        setTimeout(() => {
          removalTimers.delete(item.id);
          commit(toasts.filter((t) => t.id !== item.id));
        }, TOAST.removeDelayMs),
      );
    }
  }
  commit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test helper: back to no toasts and no pending timers. */
export function resetToasts(): void {
  for (const id of removalTimers.keys()) forget(id);
  commit([]);
}
