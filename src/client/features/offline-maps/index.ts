// Nothing here loads the device store (Dexie) before it is used: offline/load-store.ts.
// The map's tile protocol (registered by the map chunk, features/courses/map/course-map-setup.ts).
export { CACHE_PROTOCOL, cacheRequest, loadCached } from './lib/tile-protocol';
// The maps' styles (the map draws them; saving a course stores them).
export { mapStyleUrl } from './lib/map-styles';
export { useSavedCourse } from './hooks/use-live';
export { useAtCourse } from './hooks/use-at-course';
export { SaveForOffline } from './components/save-for-offline';
export { CoursePack, ReadyOfflineBadge } from './components/course-pack';
export { OfflineStorageSection } from './components/offline-storage-section';
