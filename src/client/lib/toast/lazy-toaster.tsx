/**
 * The Toaster, loaded when the first toast is raised: Radix Toast and its layers are about a tenth of
 * the first page's JavaScript, and most visits never show a toast. The store works without it
 * (toast() only records), so nothing is lost while the chunk arrives.
 */
import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toasts';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so a closing toast can animate out and the next one reuses the viewport.
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
