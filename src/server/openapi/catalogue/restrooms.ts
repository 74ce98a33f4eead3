/**
 * Under /api/restrooms: restrooms (restrooms/routes.ts), reviews (reviews/routes.ts), feedback
 * (feedback/routes.ts) and live status reports (reports/routes.ts).
 */
import { nearbyQuerySchema } from '../../../shared/schemas';
import { WRITE_BUDGET, type RouteEntry } from './types';

const moderators = { roles: ['course_owner', 'admin'] } as const;
const NO_RESTROOM = 'No visible restroom with this id.';

export const restroomRoutes: RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/restrooms/course/:courseId',
    summary: 'The restrooms of a course',
    description:
      'Visible restrooms (approved, and pending ones marked unconfirmed), clubhouse first, the halfway house, then on-course by hole; each with its details, feedback, active reports and whether it is usable now.',
    tag: 'Restrooms',
    access: 'public',
    answer: { status: 200, data: 'RestroomListResult' },
    errors: { 404: 'No such course.' },
  },
  {
    method: 'GET',
    path: '/api/restrooms/nearby',
    summary: 'Listed restrooms nearest a position, then likely clubhouses',
    description:
      'Radius in miles (default 25; in km with `unit=km`, which also answers distances in km), limit default 20. Listed restrooms first (`likely: false`), then the clubhouses of courses that list none (`likely: true`: courseId, courseName, distance, no restroom id). `usable=true` keeps listed restrooms usable now only and leaves likely clubhouses out unless `likely=true` asks for them after the usable ones (`likely=false` leaves them out in any case).',
    tag: 'Restrooms',
    access: 'public',
    query: nearbyQuerySchema,
    answer: { status: 200, data: 'NearbyRestroomListResult' },
  },
  {
    method: 'POST',
    path: '/api/restrooms',
    summary: 'Submit a restroom',
    description: 'Pending until an owner of the course approves it; owners’ and admins’ own are approved.',
    tag: 'Restrooms',
    access: 'user',
    body: { schema: 'RestroomInput' },
    answer: { status: 201, data: 'RestroomResult' },
    errors: {
      404: 'No such course.',
      409: 'The course lists this restroom already, or the user submitted it already.',
      429: WRITE_BUDGET,
    },
  },
  {
    method: 'PUT',
    path: '/api/restrooms/:id',
    summary: 'Replace a restroom’s details (a detail left out becomes unknown)',
    description:
      'Replaces position, access, season and amenities, and counts as the owner’s confirmation (`ownerConfirmedAt`).',
    tag: 'Restrooms',
    access: moderators,
    body: { schema: 'RestroomDetailsInput' },
    answer: { status: 200, data: 'RestroomResult' },
    errors: { 403: 'Not an owner of this restroom’s course.', 404: NO_RESTROOM },
  },
  {
    method: 'POST',
    path: '/api/restrooms/:id/confirm',
    summary: '“Still here and OK”',
    description:
      '“Still here and OK”: records a confirmation and settles the active reports made before it, except `gone`. A second tap by the same golfer within an hour adds nothing.',
    tag: 'Restrooms',
    access: 'user',
    answer: { status: 200, data: 'RestroomResult' },
    errors: { 404: NO_RESTROOM, 429: WRITE_BUDGET },
  },
  {
    method: 'DELETE',
    path: '/api/restrooms/:id',
    summary: 'Remove a restroom (admins any; course owners their own submissions); its reviews are kept',
    description:
      'Marks the restroom removed (hidden from every list and the export) and recomputes the course’s totals; its reviews and reports are kept for the record and for an admin’s restore.',
    tag: 'Restrooms',
    access: moderators,
    answer: { status: 200, data: 'DeletedResult' },
    errors: { 403: 'A course owner may delete only restrooms they submitted.', 404: 'No such restroom.' },
  },
  {
    method: 'GET',
    path: '/api/restrooms/:id/reviews',
    summary: 'The reviews of a restroom',
    description: 'Newest first, each with its author’s display name.',
    tag: 'Reviews',
    access: 'public',
    answer: { status: 200, data: 'ReviewListResult' },
    errors: { 404: NO_RESTROOM },
  },
  {
    method: 'POST',
    path: '/api/restrooms/:id/reviews',
    summary: 'Review a restroom',
    description:
      'One review per golfer per restroom: a rating from 1 to 5 and an optional comment. The restroom’s and course’s ratings change in the same transaction.',
    tag: 'Reviews',
    access: 'user',
    body: { schema: 'ReviewInput' },
    answer: { status: 201, data: 'ReviewResult' },
    errors: { 404: NO_RESTROOM, 409: 'The user reviewed this restroom already.', 429: WRITE_BUDGET },
  },
  {
    method: 'PUT',
    path: '/api/restrooms/reviews/:reviewId',
    summary: 'Edit one’s review',
    description:
      'Changes the rating and comment of the caller’s own review; the ratings it counts in follow.',
    tag: 'Reviews',
    access: 'user',
    body: { schema: 'ReviewInput' },
    answer: { status: 200, data: 'ReviewResult' },
    errors: { 403: 'Not the author’s review.', 404: 'No such review.', 429: WRITE_BUDGET },
  },
  {
    method: 'DELETE',
    path: '/api/restrooms/reviews/:reviewId',
    summary: 'Delete one’s review (admins: any)',
    description:
      'The author deletes their own; an admin may delete any (moderation). The ratings it counted in follow.',
    tag: 'Reviews',
    access: 'user',
    answer: { status: 200, data: 'DeletedResult' },
    errors: { 403: 'Not the author’s review.', 404: 'No such review.' },
  },
  ...(['helpful', 'invalid'] as const).map((kind): RouteEntry => ({
    method: 'POST',
    path: `/api/restrooms/:id/feedback/${kind}`,
    summary: `Mark a restroom ${kind}`,
    description:
      'Sets the caller’s mark on the restroom; a mark of the other kind is replaced. Answers the restroom with its new counts.',
    tag: 'Feedback',
    access: 'user',
    answer: { status: 200, data: 'RestroomResult' },
    errors: { 404: NO_RESTROOM, 429: WRITE_BUDGET },
  })),
  {
    method: 'DELETE',
    path: '/api/restrooms/:id/feedback',
    summary: 'Remove one’s feedback on a restroom',
    description: 'Back to no mark; answers the restroom with its new counts.',
    tag: 'Feedback',
    access: 'user',
    answer: { status: 200, data: 'RestroomResult' },
    errors: { 404: NO_RESTROOM, 429: WRITE_BUDGET },
  },
  {
    method: 'GET',
    path: '/api/restrooms/:id/feedback/status',
    summary: 'The caller’s feedback on a restroom (`none` when anonymous)',
    description: '`helpful`, `invalid` or `none`. Without a token the answer is `none`.',
    tag: 'Feedback',
    access: 'optional',
    answer: { status: 200, data: 'FeedbackStatusResult' },
    errors: { 404: NO_RESTROOM },
  },
  {
    method: 'GET',
    path: '/api/restrooms/:id/reports',
    summary: 'The active status reports of a restroom',
    description:
      'Active reports by kind, each with how many golfers, when last reported and when it expires; `mine` says which kinds the caller reported (false without a token).',
    tag: 'Status reports',
    access: 'optional',
    answer: { status: 200, data: 'ReportListResult' },
    errors: { 404: NO_RESTROOM },
  },
  {
    method: 'POST',
    path: '/api/restrooms/:id/reports',
    summary: 'Report a problem (locked, out of paper…)',
    description:
      'A kind and an optional note (at most 200 characters). Locked and out of order last 24 hours, supplies 4 hours, closed for the season until its next open month; gone until an owner settles it. Without a token, `signCode` (the restroom’s door sign’s code) is required: such a report has no note, cannot be `gone`, counts as one voice, and is accepted once per client address and restroom an hour.',
    tag: 'Status reports',
    access: 'optional',
    body: { schema: 'ReportInput' },
    answer: { status: 201, data: 'ReportResult' },
    errors: {
      401: 'No token and no `signCode`.',
      403: 'The user’s email address is not verified, or the sign code is not the restroom’s current one.',
      404: NO_RESTROOM,
      409: 'The user has an active report of this kind on this restroom.',
      429: `${WRITE_BUDGET} With a sign code: a sign report came from the client’s address within the hour.`,
    },
  },
];
