/**
 * "Update available — Reload" (docs/decisions.md §6). A banner of its own rather than a toast: it must
 * stay until the user acts, and a toast would be replaced by the next one.
 */
import { useSyncExternalStore } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../components/ui/button';
import { getApplyUpdate, subscribeToUpdates } from '../lib/pwa/update-store';

export function UpdateBanner() {
  const applyUpdate = useSyncExternalStore(subscribeToUpdates, getApplyUpdate, getApplyUpdate);
  if (!applyUpdate) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-[90] mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-brand-900 py-2 pr-2 pl-4 text-white shadow-2xl ring-1 ring-white/15"
    >
      <RefreshCw aria-hidden className="size-5 shrink-0 text-flag-300" />
      <p className="flex-1 text-sm font-semibold">Update available</p>
      <Button variant="flag" onClick={applyUpdate}>
        Reload
      </Button>
    </div>
  );
}
