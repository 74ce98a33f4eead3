/**
 * Where a screen's data comes from, said plainly: 'Updating...' while a refresh is out; when the last
 * refresh failed but an earlier answer is shown, an 'Offline' badge (no answer) or 'Not updated'
 * (the server refused) with the age of what is shown and a Retry button.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { CloudOff, LoaderCircle, RefreshCw } from 'lucide-react';
import { isUnanswered } from '../../lib/api';
import { formatSavedAge } from '../../lib/saved-age';
import { useErrorToast } from '../../lib/use-error-toast';
import { useT } from '../../lib/i18n/catalogue';
import load from '../../lib/i18n/catalogues/en/load';
import status from '../../lib/i18n/catalogues/en/status';
import { Button } from './button';
import { NotSaved } from './not-saved';

function LoadStatus({
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
  const t = useT(status);
  const tLoad = useT(load);
  return (
    <div role="status" className="flex min-h-6 flex-wrap items-center gap-2 text-sm text-fg-muted">
      {stale && (
        <>
          <span className="inline-flex items-center gap-1 rounded-full bg-flag-400 px-2 py-0.5 text-xs font-bold tracking-wide text-flag-950 uppercase">
            <CloudOff aria-hidden className="size-3.5" />
            {offline ? t('status.offline') : tLoad('load.notUpdated')}
          </span>
          {savedAt !== undefined && savedAt > 0 && <span>{formatSavedAge(savedAt)}</span>}
          {!refreshing && (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              <RefreshCw aria-hidden className="size-4" />
              {tLoad('load.retry')}
            </Button>
          )}
        </>
      )}
      {refreshing && (
        <span className="inline-flex items-center gap-1">
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          {t('status.updating')}
        </span>
      )}
    </div>
  );
}

/**
 * The inline state of a screen with nothing to show and a Retry button: the error message, or, when
 * no answer came and nothing is kept (`notSaved`), what the device lacks, as a state.
 */
function LoadError({
  message,
  notSaved,
  onRetry,
  busy,
}: {
  message: string;
  notSaved: string | undefined;
  onRetry: () => void;
  busy: boolean;
}) {
  const t = useT(load);
  return (
    <div
      role={notSaved ? undefined : 'alert'}
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-6 py-10 text-center"
    >
      {notSaved ? (
        <NotSaved what={notSaved} large />
      ) : (
        <>
          <CloudOff aria-hidden className="size-8 text-fg-muted" />
          <p className="font-semibold">{message}</p>
        </>
      )}
      <Button variant="outline" onClick={onRetry} disabled={busy}>
        <RefreshCw aria-hidden className="size-4" />
        {t(busy ? 'load.retrying' : 'load.tryAgain')}
      </Button>
    </div>
  );
}

/**
 * The load state of a screen fed by several queries, as the dashboards show it: a dated,
 * possibly offline badge while saved answers stand in for failed refreshes, and an error with
 * Try again (plus its toast) only when something could not be shown at all. When that is because
 * no answer came and the device keeps nothing (docs/decisions.md §6, "Offline is a state, not an
 * error"), it says "Not saved on this device — connect to load {notSavedWhat}", with no toast.
 */
export function useQueriesLoadState(
  queries: readonly UseQueryResult[],
  errorMessage: string,
  notSavedWhat: string,
) {
  const failed = queries.filter((query) => query.isError);
  const missing = failed.filter((query) => query.data === undefined);
  const nothingShown = missing.length > 0;
  const notSaved = nothingShown && missing.every((query) => isUnanswered(query.error));
  const stale = failed.length > 0 && !nothingShown;
  const refreshing = queries.some((query) => query.isFetching);
  const retry = () => void Promise.all(queries.map((query) => query.refetch()));
  // A dated saved answer is not an error to shout about, and neither is having no signal.
  useErrorToast(
    nothingShown && !notSaved ? Math.max(...failed.map((query) => query.errorUpdatedAt)) : 0,
    errorMessage,
  );

  const view = (
    <>
      <div className="mt-2">
        <LoadStatus
          stale={stale}
          offline={stale && failed.every((query) => isUnanswered(query.error))}
          savedAt={stale ? Math.min(...queries.map((query) => query.dataUpdatedAt || Date.now())) : undefined}
          refreshing={refreshing && queries.some((query) => query.data !== undefined)}
          onRetry={retry}
        />
      </div>
      {nothingShown && (
        <div className="mt-4">
          <LoadError
            message={errorMessage}
            notSaved={notSaved ? notSavedWhat : undefined}
            onRetry={retry}
            busy={refreshing}
          />
        </div>
      )}
    </>
  );
  return view;
}
