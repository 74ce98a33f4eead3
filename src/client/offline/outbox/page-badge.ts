/**
 * The page's side of the app icon's badge (app-badge.ts): it follows every change of the outbox,
 * any account's, like the header's count.
 */
import { showOnAppBadge, type BadgingNavigator } from './app-badge';
import { observeAllOutbox } from './outbox';

export function followAppBadge(nav: BadgingNavigator = navigator): () => void {
  if (typeof nav.setAppBadge !== 'function') return () => undefined;
  return observeAllOutbox((entries) => {
    if (entries) void showOnAppBadge(entries.length, nav);
  });
}
