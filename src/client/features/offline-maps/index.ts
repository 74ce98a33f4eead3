// The map's tile protocol (registered by the map chunk, features/courses/map/course-map-setup.ts).
export { CACHE_PROTOCOL, cacheRequest, loadCached } from './lib/tile-protocol';
export { SaveForOffline } from './components/save-for-offline';
export { OfflineStorageSection } from './components/offline-storage-section';
