/** The whole es catalogue, one lazy chunk (docs/decisions.md §9): only the chosen language's is loaded. */
import analytics from './es/analytics';
import app from './es/app';
import auth from './es/auth';
import claims from './es/claims';
import course from './es/course';
import courses from './es/courses';
import coursesAdmin from './es/courses-admin';
import coursesFilters from './es/courses-filters';
import coursesMap from './es/courses-map';
import dashboard from './es/dashboard';
import courseDialogs from './es/course-dialogs';
import details from './es/details';
import doorSign from './es/door-sign';
import errors from './es/errors';
import geolocation from './es/geolocation';
import hours from './es/hours';
import install from './es/install';
import landing from './es/landing';
import legal from './es/legal';
import legalNote from './es/legal-note';
import load from './es/load';
import nearby from './es/nearby';
import notFound from './es/not-found';
import offlineMaps from './es/offline-maps';
import owner from './es/owner';
import ownerNotify from './es/owner-notify';
import ownerSigns from './es/owner-signs';
import settings from './es/settings';
import setup from './es/setup';
import shell from './es/shell';
import status from './es/status';
import sync from './es/sync';
import syncBadge from './es/sync-badge';
import writes from './es/writes';
import ui from './es/ui';
import words from './es/words';

/** This chunk's address, which the service worker is asked to keep (shared/catalogue-cache.ts). */
export const url = import.meta.url;

export default {
  ...shell,
  ...settings,
  ...course,
  ...courseDialogs,
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
  ...doorSign,
  ...geolocation,
  ...install,
  ...nearby,
  ...offlineMaps,
  ...sync,
  ...syncBadge,
  ...writes,
  ...app,
  ...auth,
  ...dashboard,
  ...landing,
  ...legal,
  ...notFound,
  ...courses,
  ...coursesFilters,
  ...coursesMap,
  ...coursesAdmin,
  ...errors,
  ...legalNote,
};
