import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts, type ToastItem } from './toast-store';

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}
