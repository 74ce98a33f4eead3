/** The whole es catalogue, one lazy chunk (docs/decisions.md §9): only the chosen language's is loaded. */
import course from './es/course';
import settings from './es/settings';
import shell from './es/shell';

/** This chunk's address, which the service worker is asked to keep (shared/catalogue-cache.ts). */
export const url = import.meta.url;

export default { ...shell, ...settings, ...course };
