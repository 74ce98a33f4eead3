/**
 * The nearby answer for a known position: the rows, nearest first, or why there are none. Usable now
 * is judged again on the device (docs/product.md §10), so with "Usable now only" on, a restroom whose
 * season ended since the answer arrived leaves the list instead of showing as usable.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { CloudOff, LoaderCircle, RefreshCw } from 'lucide-react';
import { NEARBY } from '../../../../shared/restroom-constants';
import type { LatLng } from '../../../../shared/geo';
import { isUsableNow } from '../../../../shared/restroom-state';
import type { NearbyRestroom } from '../../../../shared/schemas';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage, isUnanswered } from '../../../lib/api';
import { reportedAgoText } from '../../../lib/restroom-words';
import { NearbyRow } from './nearby-row';
import { Failure, NothingNearby, Waiting } from './nearby-states';

const OFFLINE_MESSAGE = "You're offline. Finding the nearest restrooms needs a connection.";

/** A refresh failed with a list on screen: keep the list, say how old it is, offer Retry. */
function StaleNote({
  offline,
  updatedAt,
  now,
  onRetry,
}: {
  offline: boolean;
  updatedAt: number;
  now: Date;
  onRetry: () => void;
}) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
      <span className="inline-flex items-center gap-1 rounded-full bg-flag-400 px-2 py-0.5 text-xs font-bold tracking-wide text-flag-950 uppercase">
        <CloudOff aria-hidden className="size-3.5" />
        {offline ? 'Offline' : 'Not updated'}
      </span>
      <span>Last updated {reportedAgoText(new Date(updatedAt).toISOString(), now)}</span>
      <Button variant="ghost" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-4" />
        Retry
      </Button>
    </div>
  );
}

export function NearbyResults({
  query,
  position,
  usableOnly,
  now,
}: {
  query: UseQueryResult<NearbyRestroom[]>;
  position: LatLng;
  usableOnly: boolean;
  now: Date;
}) {
  const retry = () => void query.refetch();
  const offline = isUnanswered(query.error);
  if (query.data === undefined) {
    if (!query.isError) return <Waiting>Finding restrooms near you...</Waiting>;
    const message = offline
      ? OFFLINE_MESSAGE
      : apiErrorMessage(query.error, 'Failed to get nearby restrooms');
    return <Failure kind={offline ? 'offline' : 'error'} message={message} onRetry={retry} />;
  }

  const rows = usableOnly ? query.data.filter((restroom) => isUsableNow(restroom, now)) : query.data;
  return (
    <div className="flex flex-col gap-3">
      {query.isError && !query.isFetching && (
        <StaleNote offline={offline} updatedAt={query.dataUpdatedAt} now={now} onRetry={retry} />
      )}
      {query.isFetching && (
        <p role="status" className="inline-flex items-center gap-1 text-sm text-fg-muted">
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          Updating...
        </p>
      )}
      {rows.length > 0 ? (
        <ol aria-label="Nearest restrooms" className="flex flex-col gap-3">
          {rows.map((restroom) => (
            <NearbyRow key={restroom._id} restroom={restroom} from={position} now={now} />
          ))}
        </ol>
      ) : (
        // The previous answer standing in while the toggle's loads says nothing about this one.
        !query.isPlaceholderData && <NothingNearby radius={NEARBY.defaultRadius} usableOnly={usableOnly} />
      )}
    </div>
  );
}
