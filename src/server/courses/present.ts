/**
 * A course row as the API shows it (docs/product.md §3, docs/decisions.md §2): `_id`, the flat latitude and
 * longitude *and* a GeoJSON-style `location` (the spec shows both shapes), `distance` only when the
 * query had a centre. A US course's region is its state's ISO 3166-2 code (docs/product.md §14).
 */
import { usRegion } from '../../shared/places';
import type { Course } from '../../shared/schemas';
import type { CourseRow } from './queries';

export function presentCourse(row: CourseRow & { distance?: number }): Course {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    region: row.state === null ? row.region : usRegion(row.state),
    zipCode: row.zipCode,
    phone: row.phone,
    website: row.website,
    latitude: row.latitude,
    longitude: row.longitude,
    location: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
    totalRestrooms: row.totalRestrooms,
    verifiedRestrooms: row.verifiedRestrooms,
    ...(row.distance === undefined ? {} : { distance: row.distance }),
  };
}
