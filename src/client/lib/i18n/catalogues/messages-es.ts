/** The whole es catalogue, one lazy chunk (docs/decisions.md §9): only the chosen language's is loaded. */
import analytics from './es/analytics';
import claims from './es/claims';
import course from './es/course';
import owner from './es/owner';
import ownerNotify from './es/owner-notify';
import ownerSigns from './es/owner-signs';
import settings from './es/settings';
import setup from './es/setup';
import details from './es/details';
import hours from './es/hours';
import load from './es/load';
import status from './es/status';
import ui from './es/ui';
import words from './es/words';
import shell from './es/shell';

/** This chunk's address, which the service worker is asked to keep (shared/catalogue-cache.ts). */
export const url = import.meta.url;

export default {
  ...shell,
  ...settings,
  ...course,
  ...owner,
  ...claims,
  ...analytics,
  ...ownerNotify,
  ...ownerSigns,
  ...setup,
  ...words,
  ...hours,
  ...status,
  ...load,
  ...ui,
  ...details,
};
