/**
 * Which restrooms of a course a new submission may be a second copy of (issue 15). A golfer standing
 * at a restroom the course already lists should confirm it ("Still here and OK", docs/product.md §10)
 * rather than add a twin for the owner to sort out; the server no longer refuses another golfer's
 * pending twin (§10 "Duplicates"), so the dialog asks first. Pure, so the rule is tested alone.
 */
import { haversineMiles, type LatLng } from '../../../../shared/geo';
import type { LOCATION_TYPES } from '../../../../shared/constants';
import type { Restroom } from '../../../../shared/schemas/restrooms';

/** Two pins closer than this are one place: about the accuracy of a phone's position outdoors. */
const SAME_PLACE_METRES = 50;
const METRES_PER_MILE = 1609.344;

type Candidate = {
  name: string;
  locationType: (typeof LOCATION_TYPES)[number];
  position: LatLng | null;
};

type Listed = Pick<Restroom, 'name' | 'locationType' | 'latitude' | 'longitude'>;

/** Names compared as the server's duplicate check does: case and runs of spaces ignored. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

function withinSamePlace(position: LatLng | null, restroom: Listed): boolean {
  if (!position || restroom.latitude === null || restroom.longitude === null) return false;
  const miles = haversineMiles(position, { latitude: restroom.latitude, longitude: restroom.longitude });
  return miles * METRES_PER_MILE <= SAME_PLACE_METRES;
}

/**
 * The listed restrooms of the same location type, or pinned within 50 m of the candidate's position;
 * one with the very same name first, as the likeliest twin. A restroom without a position of its
 * own (placed at its course) matches by type only: its course point says nothing about where it is.
 */
export function similarRestrooms<T extends Listed>(candidate: Candidate, listed: readonly T[]): T[] {
  const similar = listed.filter(
    (restroom) =>
      restroom.locationType === candidate.locationType || withinSamePlace(candidate.position, restroom),
  );
  const named = similar.filter((restroom) => sameName(restroom.name, candidate.name));
  return [...named, ...similar.filter((restroom) => !named.includes(restroom))];
}
