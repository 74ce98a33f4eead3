/** Where the offline maps settings section lives: the "Offline & sync" screen (features/sync). */
export const OFFLINE_SETTINGS_PATH = '/sync';
