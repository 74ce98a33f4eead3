/** The whole de catalogue, one lazy chunk (docs/decisions.md §9): only the chosen language's is loaded. */
import analytics from './de/analytics';
import app from './de/app';
import auth from './de/auth';
import claims from './de/claims';
import course from './de/course';
import courses from './de/courses';
import coursesAdmin from './de/courses-admin';
import coursesFilters from './de/courses-filters';
import coursesMap from './de/courses-map';
import dashboard from './de/dashboard';
import courseDialogs from './de/course-dialogs';
import details from './de/details';
import doorSign from './de/door-sign';
import errors from './de/errors';
import geolocation from './de/geolocation';
import hours from './de/hours';
import install from './de/install';
import landing from './de/landing';
import legal from './de/legal';
import legalNote from './de/legal-note';
import load from './de/load';
import nearby from './de/nearby';
import notFound from './de/not-found';
import offlineMaps from './de/offline-maps';
import owner from './de/owner';
import ownerNotify from './de/owner-notify';
import ownerSigns from './de/owner-signs';
import settings from './de/settings';
import setup from './de/setup';
import shell from './de/shell';
import status from './de/status';
import sync from './de/sync';
import syncBadge from './de/sync-badge';
import writes from './de/writes';
import ui from './de/ui';
import words from './de/words';

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
