/**
 * Raises the destructive 'Error' toast (docs/product.md §8; 'Fehler', 'Error' in the golfer's language)
 * once for each new failure a screen reports; `message` is the screen's, already in that language.
 */
import { useEffect, useRef } from 'react';
import { toast } from './toast';
import { translator } from './i18n/catalogue';
import ui from './i18n/catalogues/en/ui';

const t = translator(ui);

/** `failedAt` is the failure's time (TanStack's errorUpdatedAt), 0 or undefined when none. */
export function useErrorToast(failedAt: number | undefined, message: string): void {
  const shown = useRef(0);
  useEffect(() => {
    if (!failedAt || failedAt === shown.current) return;
    shown.current = failedAt;
    toast({ title: t('ui.error'), description: message, variant: 'destructive' });
  }, [failedAt, message]);
}
