/** /api/users: the signed-in person's own data (users/routes.ts); /api/admin: support (admin/routes.ts). */
import type { RouteEntry } from './types';

const ACCOUNT_GONE = 'The account behind the token no longer exists.';
const admin = { roles: ['admin'] } as const;

export const userRoutes: RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/users/profile',
    summary: 'The signed-in user',
    description: 'The account behind the access token: id, email, names and role.',
    tag: 'Account',
    access: 'user',
    answer: { status: 200, data: 'ProfileResult' },
  },
  {
    method: 'PATCH',
    path: '/api/users/profile',
    summary: 'Change the signed-in user’s settings',
    description:
      'Sets the account’s `language` (`en`, `es` or `de`; null forgets it), answered with the profile. The app saves the language chosen in its menu here; a device adopts the account’s language at sign-in, and the server writes the account’s e-mails in it (English when none is set).',
    tag: 'Account',
    access: 'user',
    body: { schema: 'ProfileUpdate' },
    answer: { status: 200, data: 'ProfileResult' },
    errors: { 401: ACCOUNT_GONE },
  },
  {
    method: 'GET',
    path: '/api/users/stats',
    summary: 'The user’s dashboard numbers',
    description:
      'Counts for the dashboard: reviews written, their average rating, restrooms added and helpful votes received.',
    tag: 'Account',
    access: 'user',
    answer: { status: 200, data: 'UserStatsResult' },
  },
  {
    method: 'GET',
    path: '/api/users/reviews',
    summary: 'The user’s reviews, with their restrooms and courses',
    description: 'Every review the user wrote, newest first, each with its restroom’s and course’s names.',
    tag: 'Account',
    access: 'user',
    answer: { status: 200, data: 'UserReviewListResult' },
  },
  {
    method: 'GET',
    path: '/api/users/restrooms',
    summary: 'The user’s own submissions, rejected ones with their reason',
    description: 'Restrooms the user submitted, in every status; a rejected one carries the owner’s reason.',
    tag: 'Account',
    access: 'user',
    answer: { status: 200, data: 'ContributionListResult' },
  },
  {
    method: 'GET',
    path: '/api/users/me/export',
    summary: 'Everything the service holds about the user',
    description:
      'A copy of the user’s own data as JSON: the account, reviews, feedback, submissions, course ownerships, sessions, status reports and confirmations. Personal: never cached.',
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
    description:
      'Creates an admin account from the registration fields (sign-up never offers the role; the command-line tool is the other way).',
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
    description: 'Every course with at least one owner, and those owners.',
    tag: 'Admin',
    access: admin,
    answer: { status: 200, data: 'CourseOwnerListResult' },
  },
  {
    method: 'POST',
    path: '/api/admin/courses/:courseId/owners',
    summary: 'Make a course-owner account an owner of the course',
    description:
      'Assigns the course-owner account with this email to the course; `created` is false when it was an owner already.',
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
    description: 'Ends the assignment to this course only; `removed` is false when there was none.',
    tag: 'Admin',
    access: admin,
    answer: { status: 200, data: 'OwnerRemovedResult' },
    errors: { 404: 'No such course or user.' },
  },
  {
    method: 'POST',
    path: '/api/admin/restrooms/:id/restore',
    summary: 'Undo a restroom’s removal (its reviews and reports were kept)',
    description:
      'Puts a removed restroom back in the status it had before, with its reviews and reports, and recomputes the course’s totals (docs/product.md §13).',
    tag: 'Admin',
    access: admin,
    answer: { status: 200, data: 'RestroomResult' },
    errors: { 404: 'No such restroom.', 409: 'The restroom has not been removed.' },
  },
];
