/**
 * The maps' style per theme (docs/decisions.md §7, features/offline-maps/lib/map-styles.ts). Files shared
 * by the maps are named course-map-*: the chunk they share with MapLibre is named after one of them,
 * and the budget checks recognise map code by that name.
 */
export { mapStyleUrl } from '../../offline-maps';
