/** /api/users: the signed-in person's own data (users/routes.ts); /api/admin: support (admin/routes.ts). */
import type { RouteEntry } from './types';

const ACCOUNT_GONE = 'The account behind the token no longer exists.';
const admin = { roles: ['admin'] } as const;

export const userRoutes: RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/users/profile',
    summary: 'The signed-in user',
    tag: 'Account',
    access: 'user',
    answer: { status: 200, data: 'ProfileResult' },
  },
  {
    method: 'GET',
    path: '/api/users/stats',
    summary: 'The user’s dashboard numbers',
    tag: 'Account',
    access: 'user',
    answer: { status: 200, data: 'UserStatsResult' },
  },
  {
    method: 'GET',
    path: '/api/users/reviews',
    summary: 'The user’s reviews, with their restrooms and courses',
    tag: 'Account',
    access: 'user',
    answer: { status: 200, data: 'UserReviewListResult' },
  },
  {
    method: 'GET',
    path: '/api/users/restrooms',
    summary: 'The user’s own submissions, rejected ones with their reason',
    tag: 'Account',
    access: 'user',
    answer: { status: 200, data: 'ContributionListResult' },
  },
  {
    method: 'GET',
    path: '/api/users/me/export',
    summary: 'Everything the service holds about the user',
    tag: 'Account',
    access: 'user',
    answer: { status: 200, data: 'AccountExportResult' },
    errors: { 401: ACCOUNT_GONE },
  },
  {
    method: 'DELETE',
    path: '/api/users/me',
    summary: 'Delete the user’s account',
    description: 'Needs the password, unless the session signed in within the last few minutes.',
    tag: 'Account',
    access: 'user',
    body: { schema: 'DeleteAccountRequest', optional: true },
    answer: { status: 200, data: 'DeletedResult' },
    errors: {
      401: ACCOUNT_GONE,
      403: 'The password is wrong, or missing after an older sign-in.',
      429: 'Too many wrong passwords (Retry-After says when).',
    },
  },
  {
    method: 'POST',
    path: '/api/admin/users',
    summary: 'Create an admin account',
    tag: 'Admin',
    access: admin,
    body: { schema: 'CreateAdminRequest' },
    answer: { status: 201, data: 'AdminUserResult' },
    errors: { 409: 'An account with this email exists.' },
  },
  {
    method: 'GET',
    path: '/api/admin/course-owners',
    summary: 'Courses that have owners, with their owners',
    tag: 'Admin',
    access: admin,
    answer: { status: 200, data: 'CourseOwnerListResult' },
  },
  {
    method: 'POST',
    path: '/api/admin/courses/:courseId/owners',
    summary: 'Make a course-owner account an owner of the course',
    tag: 'Admin',
    access: admin,
    body: { schema: 'AssignOwnerRequest' },
    answer: { status: 200, data: 'OwnerAssignedResult' },
    errors: {
      400: 'The account is a regular one, or its email is not verified yet.',
      404: 'No such course, or no account with this email.',
    },
  },
  {
    method: 'DELETE',
    path: '/api/admin/courses/:courseId/owners/:userId',
    summary: 'Remove an owner from a course',
    tag: 'Admin',
    access: admin,
    answer: { status: 200, data: 'OwnerRemovedResult' },
    errors: { 404: 'No such course or user.' },
  },
];
