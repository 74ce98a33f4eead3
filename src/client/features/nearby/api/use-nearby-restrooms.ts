/**
 * GET /api/restrooms/nearby (docs/product.md §10) for the golfer's position: restrooms within the
 * default 25 miles, nearest first; `usable=true` when only the ones usable now are wanted, and then
 * `likely=true`: the likely clubhouses still come after them (docs/product.md §13), so a golfer far
 * from every listed restroom sees where one probably is instead of nothing.
 */
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { NEARBY } from '../../../../shared/restroom-constants';
import type { LatLng } from '../../../../shared/geo';
import { nearbyRestroomListResultSchema } from '../../../../shared/schemas';
import { api, parseData } from '../../../lib/api';

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

export function useNearbyRestrooms(position: LatLng | undefined, usableOnly: boolean) {
  return useQuery({
    queryKey: ['nearby-restrooms', position?.latitude, position?.longitude, usableOnly],
    queryFn: position ? () => fetchNearby(position, usableOnly) : skipToken,
    // Offline, fail at once and say so (docs/decisions.md §8) instead of waiting, paused, for a
    // network that may not come back until the next green; Retry is one tap away.
    networkMode: 'always',
    retry: false,
    // The toggle's answer replaces the list in place rather than blanking it while it loads.
    placeholderData: keepPreviousData,
    // Back from a course page a minute later, the list shows at once without asking again.
    staleTime: 60_000,
  });
}
