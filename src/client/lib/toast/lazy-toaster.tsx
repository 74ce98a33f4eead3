/**
 * The Toaster, loaded apart from the first page's JavaScript (Radix Toast and its layers are about a
 * tenth of it): fetched when the browser is first idle, or at once when a toast is raised before
 * that. The store works without it (toast() only records), so nothing is lost while it arrives, and
 * a chunk that cannot be fetched (offline too early) leaves the app running and is tried again.
 */
import { useEffect } from 'react';
import { lazyComponent } from '../lazy-component';
import { useToasts } from './use-toasts';

const toaster = lazyComponent(() => import('./toaster').then((module) => module.Toaster));

export function LazyToaster() {
  const toasts = useToasts();
  const Toaster = toaster.useLoaded();
  useEffect(() => toaster.preloadWhenIdle(), []);
  useEffect(() => {
    if (toasts.length > 0) void toaster.load().catch(() => undefined);
  }, [toasts]);
  return Toaster ? <Toaster /> : null;
}
