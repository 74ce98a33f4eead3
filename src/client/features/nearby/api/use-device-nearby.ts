/**
 * The nearby answer from the device (offline/nearby-restrooms.ts), asked for beside the network's:
 * it shows at once, offline or before the network answers (docs/decisions.md §6, "screens read the
 * device first"). Null when the device holds no store (a first visit: nothing to read, and opening
 * one would only create it) or cannot read it. A first answer from the courses near the position is
 * followed, once the whole saved catalogue is indexed, by the exact one.
 */
import { useEffect } from 'react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { LatLng } from '../../../../shared/geo';
import { deviceStoreMayExist } from '../../../lib/device-store-exists';
import { withStore } from '../../../offline/load-store';

async function readDeviceNearby(position: LatLng, usableOnly: boolean) {
  if (!(await deviceStoreMayExist())) return null;
  return withStore('nearbyRestrooms', (store) => store.nearbyRestroomsOnDevice(position, { usableOnly }), {
    quiet: null,
  });
}

export type DeviceNearbyAnswer = Awaited<ReturnType<typeof readDeviceNearby>>;

export function useDeviceNearby(position: LatLng | undefined, usableOnly: boolean) {
  const query = useQuery({
    queryKey: ['nearby-restrooms-device', position?.latitude, position?.longitude, usableOnly],
    queryFn: position ? () => readDeviceNearby(position, usableOnly) : skipToken,
    // The device answers with or without a network.
    networkMode: 'always',
    retry: false,
    // Asked again each time the screen opens: the store may have changed since.
    staleTime: 0,
    // When the fresh fix replaces the last known position, the list stays until the new one is read.
    placeholderData: keepPreviousData,
  });
  const partial = query.data?.complete === false;
  const { refetch } = query;
  useEffect(() => {
    if (!partial) return;
    let live = true;
    // After the first answer is drawn, not before: indexing everything is the slow part.
    const timer = setTimeout(() => {
      void withStore('nearbyRestrooms', (store) => store.whenIndexed(), { quiet: undefined }).then(() => {
        if (live) void refetch();
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [partial, refetch]);
  return query;
}
