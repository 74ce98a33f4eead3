/**
 * Every route of the API, in the order the reference shows them. A new route is one entry in its
 * resource's file (or a new file listed here); tests/api/openapi.test.ts fails until it has one.
 */
import { authRoutes } from './auth';
import { claimRoutes } from './claims';
import { courseRoutes } from './courses';
import { exportRoutes } from './export';
import { notificationRoutes } from './notifications';
import { ownerRoutes } from './owner';
import { publicRoutes } from './public';
import { restroomRoutes } from './restrooms';
import { signRoutes } from './signs';
import type { RouteEntry } from './types';
import { userRoutes } from './users';

export const API_ROUTES: readonly RouteEntry[] = [
  ...authRoutes,
  ...userRoutes,
  ...courseRoutes,
  ...restroomRoutes,
  ...ownerRoutes,
  ...claimRoutes,
  ...signRoutes,
  ...notificationRoutes,
  ...publicRoutes,
  ...exportRoutes,
];
