/** Claims of a course and its owners (claims/routes.ts, docs/product.md §12). */
import type { RouteEntry } from './types';

export const claimRoutes: RouteEntry[] = [
  {
    method: 'POST',
    path: '/api/courses/:id/claims',
    summary: 'Claim a course (a course-owner account with a verified e-mail)',
    description: 'The claim waits in the admins’ queue; their decision is e-mailed to the claimant.',
    tag: 'Owner',
    access: 'user',
    body: { schema: 'ClaimInput' },
    answer: { status: 201, data: 'ClaimResult' },
    errors: {
      403: 'Not a course-owner account, or its e-mail is not verified yet.',
      404: 'No such course.',
      409: 'Already an owner of the course, or a claim of it is waiting for review.',
    },
  },
  {
    method: 'GET',
    path: '/api/courses/:id/owners',
    summary: 'The owners of a course, for its owners and admins',
    description: 'The owners of a course see each other: names and e-mail addresses.',
    tag: 'Owner',
    access: 'user',
    answer: { status: 200, data: 'CourseOwnersResult' },
    errors: { 403: 'Not an owner of the course.', 404: 'No such course.' },
  },
  {
    method: 'GET',
    path: '/api/owner/claims',
    summary: 'The caller’s claims, newest first',
    description: 'Each with its status and, once decided, the decision’s date and reason.',
    tag: 'Owner',
    access: { roles: ['course_owner', 'admin'] },
    answer: { status: 200, data: 'OwnClaimListResult' },
  },
  {
    method: 'GET',
    path: '/api/admin/claims',
    summary: 'Claims waiting for review, oldest first',
    description:
      'Each with the claimant’s verified e-mail and its domain beside the course website’s, their other claims and the course’s owners.',
    tag: 'Admin',
    access: { roles: ['admin'] },
    answer: { status: 200, data: 'AdminClaimListResult' },
  },
  {
    method: 'PUT',
    path: '/api/admin/claims/:id',
    summary: 'Approve a claim (the claimant becomes an owner) or reject it with a reason',
    description: 'The claimant is e-mailed the decision (and a rejection’s reason).',
    tag: 'Admin',
    access: { roles: ['admin'] },
    body: { schema: 'ClaimDecision' },
    answer: { status: 200, data: 'ClaimDecisionResult' },
    errors: { 404: 'No such claim.', 409: 'The claim was decided already.' },
  },
];
