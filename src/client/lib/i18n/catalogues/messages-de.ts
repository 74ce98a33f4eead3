/** The whole de catalogue, one lazy chunk (docs/decisions.md §9): only the chosen language's is loaded. */
import course from './de/course';
import settings from './de/settings';
import shell from './de/shell';

/** This chunk's address, which the service worker is asked to keep (shared/catalogue-cache.ts). */
export const url = import.meta.url;

export default { ...shell, ...settings, ...course };
