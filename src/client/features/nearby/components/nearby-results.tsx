/**
 * The nearby answer for a known position: the rows, nearest first, or why there are none. Usable now
 * is judged again on the device (docs/product.md §10), so with "Usable now only" on, a restroom that
 * closed for the night or whose season ended since the answer arrived leaves the list instead of
 * showing as usable. After the listed restrooms come the likely clubhouses (docs/product.md §13),
 * with the switch on too: marked as likely, never as usable, and, when no listed restroom is shown,
 * under a line that says so. The device's answer shows until the network's answer for this position
 * arrives and replaces it, and stays, with its age, when the network cannot answer
 * (docs/decisions.md §6).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { LatLng } from '../../../../shared/geo';
import { isUsableNow } from '../../../../shared/restroom-state';
import type { NearbyRestroom, NearbyRow as Row } from '../../../../shared/schemas';
import { apiErrorMessage, isUnanswered } from '../../../lib/api';
import { needsHours, useHoursEngine } from '../../../lib/hours-engine';
import type { DeviceNearbyAnswer } from '../api/use-nearby';
import { AnswerNote } from './answer-note';
import { LikelyRow, NearbyRow } from './nearby-row';
import { Failure, NoneListed, NothingNearby, Waiting } from './nearby-states';
import { nearbyRadiusText } from '../lib/radius-text';
import { useDistanceUnit } from '../../../lib/distance-unit';
import { useT } from '../../../lib/i18n/catalogue';
import nearby from '../../../lib/i18n/catalogues/en/nearby';

export function NearbyResults({
  query,
  device,
  position,
  usableOnly,
  now,
}: {
  query: UseQueryResult<Row[]>;
  /** The device's answer for this position, once read. */
  device: DeviceNearbyAnswer | undefined;
  position: LatLng;
  usableOnly: boolean;
  now: Date;
}) {
  const retry = () => void query.refetch();
  const deviceRows: Row[] = device ? [...device.restrooms, ...device.likely] : [];
  const shown = query.data ?? deviceRows;
  const engine = useHoursEngine(needsHours(shown.filter((row): row is NearbyRestroom => !row.likely)));
  const unit = useDistanceUnit();
  const t = useT(nearby);
  const radius = nearbyRadiusText(unit, t);
  const offline = isUnanswered(query.error);
  const saved = device && deviceRows.length > 0 ? device : undefined;
  // The network's answer for this position wins; the one for the previous position (or toggle),
  // standing in while it loads, gives way to the device's answer for this one.
  const fromDevice = saved !== undefined && (query.data === undefined || query.isPlaceholderData);
  const data = fromDevice ? deviceRows : query.data;
  if (data === undefined) {
    if (!query.isError) return <Waiting>{t('nearby.searching')}</Waiting>;
    const message = offline ? t('nearby.offline') : apiErrorMessage(query.error, t('nearby.failed'));
    return <Failure kind={offline ? 'offline' : 'error'} message={message} onRetry={retry} />;
  }

  const failed = query.isError && !query.isFetching;
  // A likely clubhouse (docs/product.md §13) is nobody's confirmed restroom: never "usable now", and
  // shown with the switch on only after the usable ones, as what is left to try.
  const rows = usableOnly ? data.filter((row) => row.likely || isUsableNow(row, now, engine)) : data;
  const noneListed = rows.length > 0 && rows.every((row) => row.likely);
  return (
    <div className="flex flex-col gap-3">
      {(fromDevice || failed) && (
        <AnswerNote
          kind={failed ? (offline ? 'offline' : 'not-updated') : 'on-device'}
          fromDevice={fromDevice}
          at={fromDevice ? (saved.savedAt ?? now.getTime()) : query.dataUpdatedAt}
          now={now}
          onRetry={failed ? retry : undefined}
        />
      )}
      {query.isFetching && (
        <p role="status" className="inline-flex items-center gap-1 text-sm text-fg-muted">
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          {t('nearby.updating')}
        </p>
      )}
      {noneListed && <NoneListed radius={radius} usableOnly={usableOnly} />}
      {rows.length > 0 ? (
        <ol aria-label={t('nearby.title')} className="flex flex-col gap-3">
          {rows.map((row) =>
            row.likely ? (
              <LikelyRow key={`likely:${row.courseId}`} place={row} from={position} />
            ) : (
              <NearbyRow key={row._id} restroom={row} from={position} now={now} />
            ),
          )}
        </ol>
      ) : (
        // The previous answer standing in while the toggle's loads says nothing about this one.
        (fromDevice || !query.isPlaceholderData) && <NothingNearby radius={radius} usableOnly={usableOnly} />
      )}
    </div>
  );
}
