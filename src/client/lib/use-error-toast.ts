/** Raises the destructive 'Error' toast (docs/product.md §8) once for each new failure a screen reports. */
import { useEffect, useRef } from 'react';
import { toast } from './toast';

/** `failedAt` is the failure's time (TanStack's errorUpdatedAt), 0 or undefined when none. */
export function useErrorToast(failedAt: number | undefined, message: string): void {
  const shown = useRef(0);
  useEffect(() => {
    if (!failedAt || failedAt === shown.current) return;
    shown.current = failedAt;
    toast({ title: 'Error', description: message, variant: 'destructive' });
  }, [failedAt, message]);
}
