/**
 * Where a screen's data comes from, said plainly: 'Updating...' while a refresh is out; when the last
 * refresh failed but an earlier answer is shown, an 'Offline' badge (no answer) or 'Not updated'
 * (the server refused) with the age of what is shown and a Retry button.
 */
import { CloudOff, LoaderCircle, RefreshCw } from 'lucide-react';
import { formatSavedAge } from '../../lib/saved-age';
import { Button } from './button';

export function LoadStatus({
  stale,
  offline,
  savedAt,
  refreshing,
  onRetry,
}: {
  /** A refresh failed and older data is on screen. */
  stale: boolean;
  offline: boolean;
  savedAt: number | undefined;
  refreshing: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="status" className="flex min-h-6 flex-wrap items-center gap-2 text-sm text-fg-muted">
      {stale && (
        <>
          <span className="inline-flex items-center gap-1 rounded-full bg-flag-400 px-2 py-0.5 text-xs font-bold tracking-wide text-flag-950 uppercase">
            <CloudOff aria-hidden className="size-3.5" />
            {offline ? 'Offline' : 'Not updated'}
          </span>
          {savedAt !== undefined && savedAt > 0 && <span>{formatSavedAge(savedAt)}</span>}
          {!refreshing && (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              <RefreshCw aria-hidden className="size-4" />
              Retry
            </Button>
          )}
        </>
      )}
      {refreshing && (
        <span className="inline-flex items-center gap-1">
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          Updating...
        </span>
      )}
    </div>
  );
}

/** The inline error of a screen with nothing to show: the message and a Retry button. */
export function LoadError({
  message,
  onRetry,
  busy,
}: {
  message: string;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-6 py-10 text-center"
    >
      <CloudOff aria-hidden className="size-8 text-fg-muted" />
      <p className="font-semibold">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={busy}>
        <RefreshCw aria-hidden className="size-4" />
        {busy ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
