/** The sync screen's path (routes.tsx registers it; the header links to it). */
export const SYNC_PATH = '/sync';
