/**
 * /nearby's read (docs/product.md §10), the saved copy and the live answer like every screen's
 * (lib/saved-and-live.ts): the device's answer (offline/nearby-restrooms.ts) shows at once, offline
 * or before the network answers (docs/decisions.md §6, "screens read the device first"), and
 * GET /api/restrooms/nearby replaces it. Both keep the last list on screen while a moved position
 * or the "Usable now only" toggle asks again.
 */
import { useEffect } from 'react';
import type { LatLng } from '../../../../shared/geo';
import { NEARBY } from '../../../../shared/restroom-constants';
import { nearbyRestroomListResultSchema } from '../../../../shared/schemas';
import { api, parseData } from '../../../lib/api';
import { deviceStoreMayExist } from '../../../lib/device-store-exists';
import { useSavedAndLive } from '../../../lib/saved-and-live';
import { withStore } from '../../../offline/load-store';

/**
 * Null when the device holds no store (a first visit: nothing to read, and opening one would only
 * create it) or cannot read it. A first answer from the courses near the position is followed, once
 * the whole saved catalogue is indexed, by the exact one (see useNearby).
 */
async function readDeviceNearby(position: LatLng, usableOnly: boolean) {
  if (!(await deviceStoreMayExist())) return null;
  return withStore('nearbyRestrooms', (store) => store.nearbyRestroomsOnDevice(position, { usableOnly }), {
    quiet: null,
  });
}

export type DeviceNearbyAnswer = Awaited<ReturnType<typeof readDeviceNearby>>;

/**
 * Restrooms within the default 25 miles, nearest first; `usable=true` when only the ones usable now
 * are wanted, and then `likely=true`: the likely clubhouses still come after them (docs/product.md
 * §13), so a golfer far from every listed restroom sees where one probably is instead of nothing.
 */
async function fetchNearby(position: LatLng, usableOnly: boolean) {
  const searchParams: Record<string, string | number> = {
    latitude: position.latitude,
    longitude: position.longitude,
    radius: NEARBY.defaultRadius,
  };
  if (usableOnly) Object.assign(searchParams, { usable: 'true', likely: 'true' });
  const data = await parseData(api.get('restrooms/nearby', { searchParams }), nearbyRestroomListResultSchema);
  return data.restrooms;
}

export function useNearby(position: LatLng | undefined, usableOnly: boolean) {
  const { saved, live } = useSavedAndLive({
    key: ['nearby-restrooms', position?.latitude, position?.longitude, usableOnly],
    // The device answers with or without a network, asked again each time the screen opens (the
    // store may have changed since).
    readSaved: () => (position ? readDeviceNearby(position, usableOnly) : Promise.resolve(null)),
    // Offline, the live answer fails at once and says so (docs/decisions.md §8) instead of waiting,
    // paused, for a network that may not come back until the next green; Retry is one tap away.
    // Enabled only with a position: the rejection is never reached.
    fetchLive: () =>
      position ? fetchNearby(position, usableOnly) : Promise.reject(new Error('No position')),
    enabled: position !== undefined,
    // Back from a course page a minute later, the list shows at once without asking again.
    staleTime: 60_000,
    keepPrevious: true,
  });
  const partial = saved.data?.complete === false;
  const { refetch } = saved;
  useEffect(() => {
    if (!partial) return;
    let current = true;
    // After the first answer is drawn, not before: indexing everything is the slow part.
    const timer = setTimeout(() => {
      void withStore('nearbyRestrooms', (store) => store.whenIndexed(), { quiet: undefined }).then(() => {
        if (current) void refetch();
      });
    }, 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [partial, refetch]);
  return { saved, live };
}
