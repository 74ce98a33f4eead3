/**
 * The permissions matrix (issue 8): every /api endpoint × {anonymous, regular golfer, owner of the
 * course concerned, owner of another course, admin}, each cell with its exact status; every write
 * endpoint also × {after logout, after deletion, after reset} (issue 36): a token whose session
 * ended writes nothing. A refused
 * cell (any 4xx) must leave every table as it was: row counts and a hash of every row's contents.
 *
 * The endpoints come from the app itself (`app.routes`): a route without a row here, or a row
 * without a route, fails the first test, so a new endpoint cannot ship without its permissions.
 *
 * Speed: the fixtures are built once per database. Each write cell runs in a transaction that is
 * rolled back: the app is built on the transaction (the services' own transactions become
 * savepoints), so a cell that succeeds (a delete, a refresh that rotates the token) leaves nothing
 * behind for the next, and the same fixture ids serve every cell. Reads run directly, and must
 * leave the database as they found it whatever they answer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken } from '../../src/server/accounts/email-tokens';
import type { Database } from '../../src/server/db/client';
import { courseClaims, restroomReports, restroomSigns, users } from '../../src/server/db/schema';
import { signCodeOf } from '../../src/shared/door-signs';
import { createAccessTokens } from '../../src/server/auth/tokens';
import { unsubscribeToken } from '../../src/server/notifications/unsubscribe';
import { afterAnswersOf, buildApp, handleWithoutDatabase, TEST_JWT_SECRET } from './helpers/app';
import { bearer, PASSWORD, postJson, register } from './helpers/auth';
import { APP_TABLES, describeEachDatabase, type TestContext } from './helpers/databases';
import {
  assignOwner,
  createCourse,
  createUser,
  restroomBody,
  seedRestroom,
  seedReview,
  type TestUser,
} from './helpers/restrooms';

const PRINCIPALS = ['anonymous', 'regular', 'ownerOfCourse', 'ownerOfOther', 'admin'] as const;
type Principal = (typeof PRINCIPALS)[number];
/** One status per principal, in the order of PRINCIPALS. */
type Statuses = readonly [number, number, number, number, number];

interface Fixtures {
  users: Record<Exclude<Principal, 'anonymous'>, TestUser> & { golfer: TestUser };
  /** A password account, for login and refresh, with a mailed verification and reset link. */
  account: { email: string; refreshToken: string; verifyToken: string; resetToken: string };
  courseA: string;
  courseB: string;
  /** Approved, submitted by the owner of course A; nobody has reviewed it. */
  ownersRestroom: string;
  /** Pending, submitted by a golfer. */
  pending: string;
  /** Approved by the owner of course A already. */
  decided: string;
  rejected: string;
  /** Approved, with one review by every signed-in principal and one by the golfer. */
  reviewed: string;
  reviewOf: Record<Exclude<Principal, 'anonymous'> | 'golfer', string>;
  /** An active "locked" report by the golfer on ownersRestroom (course A). */
  report: string;
  /** A claim of course A by the owner of course B, waiting for review. */
  claim: string;
  /** An active "gone" report by the owner of course A on `decided`: theirs alone (docs/product.md §13). */
  ownersGone: string;
  /** Taken off course A (docs/product.md §13), for an admin's undo. */
  removed: string;
  /** The code of ownersRestroom's door sign (docs/product.md §12). */
  signCode: string;
}

interface Cell {
  path: string;
  body?: unknown;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as Hono registers it. */
  route: string;
  /** What makes this row differ from another row of the same route. */
  scene?: string;
  statuses: Statuses;
  cell: (fx: Fixtures, who: Principal) => Cell;
  /**
   * For answers narrowed to the caller: whether the answer names this fixture, per principal (only
   * checked where the call succeeds). A 200 that shows another course's queue is a leak too.
   */
  scope?: { id: (fx: Fixtures) => string; named: readonly [boolean, boolean, boolean, boolean, boolean] };
}

const PUBLIC_200: Statuses = [200, 200, 200, 200, 200];
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200];
const ADMIN_ONLY: Statuses = [401, 403, 403, 403, 200];
const OWNERS_AND_ADMINS: Statuses = [401, 403, 200, 200, 200];
/** Deciding a submission: an owner of its course or an admin, nobody else. */
const COURSE_MODERATORS: Statuses = [401, 403, 200, 403, 200];

const reviewBody = { rating: 4, comment: 'Clean and stocked.' };
const courseBody = {
  name: 'Matrix Links',
  address: '1 Fairway Drive',
  city: 'Pinehurst',
  state: 'NC',
  zipCode: '28374',
  latitude: 35.19,
  longitude: -79.46,
};

const ROWS: Row[] = [
  // Public reads and the auth endpoints: the same answer whoever asks.
  { method: 'GET', route: '/api/health', statuses: PUBLIC_200, cell: () => ({ path: '/api/health' }) },
  {
    method: 'GET',
    route: '/api/health/live',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/health/live' }),
  },
  {
    method: 'POST',
    route: '/api/auth/register',
    statuses: [201, 201, 201, 201, 201],
    cell: () => ({
      path: '/api/auth/register',
      body: { firstName: 'New', lastName: 'Golfer', email: 'matrix-new@example.test', password: PASSWORD },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: '/api/auth/login', body: { email: fx.account.email, password: PASSWORD } }),
  },
  {
    method: 'POST',
    route: '/api/auth/refresh',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: '/api/auth/refresh', body: { refreshToken: fx.account.refreshToken } }),
  },
  {
    method: 'POST',
    route: '/api/auth/logout',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/auth/logout' }),
  },
  // The mailed links work for whoever holds them (they are the proof); a request is for anyone.
  {
    method: 'POST',
    route: '/api/auth/verify-email',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: '/api/auth/verify-email', body: { token: fx.account.verifyToken } }),
  },
  {
    method: 'POST',
    route: '/api/auth/verify-email',
    scene: 'an unknown link',
    statuses: [400, 400, 400, 400, 400],
    cell: () => ({ path: '/api/auth/verify-email', body: { token: 'not-a-link-we-sent' } }),
  },
  {
    method: 'POST',
    route: '/api/auth/resend-verification',
    scene: 'their own (verified) account: nothing to send',
    statuses: SIGNED_IN,
    cell: () => ({ path: '/api/auth/resend-verification' }),
  },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: '/api/auth/forgot-password', body: { email: fx.account.email } }),
  },
  // Checking a link does not use it: the reset row below still works after every caller checked.
  {
    method: 'POST',
    route: '/api/auth/reset-password/check',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: '/api/auth/reset-password/check', body: { token: fx.account.resetToken } }),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password/check',
    scene: 'an unknown link',
    statuses: [400, 400, 400, 400, 400],
    cell: () => ({ path: '/api/auth/reset-password/check', body: { token: 'not-a-link-we-sent' } }),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    statuses: PUBLIC_200,
    cell: (fx) => ({
      path: '/api/auth/reset-password',
      body: { token: fx.account.resetToken, password: 'a matrix password' },
    }),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    scene: 'an unknown link',
    statuses: [400, 400, 400, 400, 400],
    cell: () => ({
      path: '/api/auth/reset-password',
      body: { token: 'not-a-link-we-sent', password: 'a matrix password' },
    }),
  },
  {
    method: 'GET',
    route: '/api/auth/google/status',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/auth/google/status' }),
  },
  // Not configured in tests: every caller is sent to the client's error screen.
  {
    method: 'GET',
    route: '/api/auth/google',
    statuses: [302, 302, 302, 302, 302],
    cell: () => ({ path: '/api/auth/google' }),
  },
  {
    method: 'GET',
    route: '/api/auth/google/callback',
    statuses: [302, 302, 302, 302, 302],
    cell: () => ({ path: '/api/auth/google/callback?code=x&state=y' }),
  },
  {
    method: 'GET',
    route: '/api/legal/:type',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/legal/privacy_policy' }),
  },
  {
    method: 'GET',
    route: '/api/stats/public',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/stats/public' }),
  },
  // Open data (issue 16): the API's own description and the export, the same for everyone.
  {
    method: 'GET',
    route: '/api/openapi.json',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/openapi.json' }),
  },
  { method: 'GET', route: '/api/docs', statuses: PUBLIC_200, cell: () => ({ path: '/api/docs' }) },
  {
    method: 'GET',
    route: '/api/docs/reference.css',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/docs/reference.css' }),
  },
  {
    method: 'GET',
    route: '/api/export/restrooms.geojson',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/export/restrooms.geojson' }),
  },
  {
    method: 'GET',
    route: '/api/export/courses.geojson',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/export/courses.geojson' }),
  },
  { method: 'GET', route: '/api/courses', statuses: PUBLIC_200, cell: () => ({ path: '/api/courses' }) },
  {
    method: 'GET',
    route: '/api/courses/:id',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: `/api/courses/${fx.courseA}` }),
  },
  {
    method: 'GET',
    route: '/api/courses/places',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/courses/places' }),
  },
  {
    method: 'GET',
    route: '/api/restrooms/course/:courseId',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: `/api/restrooms/course/${fx.courseA}` }),
  },
  {
    method: 'GET',
    route: '/api/restrooms/:id/reviews',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: `/api/restrooms/${fx.reviewed}/reviews` }),
  },
  {
    method: 'GET',
    route: '/api/restrooms/:id/reviews',
    scene: 'of a rejected restroom (hidden from everyone)',
    statuses: [404, 404, 404, 404, 404],
    cell: (fx) => ({ path: `/api/restrooms/${fx.rejected}/reviews` }),
  },
  {
    method: 'GET',
    route: '/api/restrooms/:id/feedback/status',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: `/api/restrooms/${fx.reviewed}/feedback/status` }),
  },

  // The signed-in user's own data, and nobody else's.
  ...(['profile', 'stats'] as const).map((name): Row => ({
    method: 'GET',
    route: `/api/users/${name}`,
    statuses: SIGNED_IN,
    cell: () => ({ path: `/api/users/${name}` }),
  })),
  {
    method: 'PATCH',
    route: '/api/users/profile',
    statuses: SIGNED_IN,
    cell: () => ({ path: '/api/users/profile', body: { language: 'de' } }),
  },
  {
    method: 'GET',
    route: '/api/users/reviews',
    statuses: SIGNED_IN,
    cell: () => ({ path: '/api/users/reviews' }),
    scope: { id: (fx) => fx.reviewOf.regular, named: [false, true, false, false, false] },
  },
  {
    method: 'GET',
    route: '/api/users/restrooms',
    statuses: SIGNED_IN,
    cell: () => ({ path: '/api/users/restrooms' }),
    scope: { id: (fx) => fx.ownersRestroom, named: [false, false, true, false, false] },
  },

  // Their own data, all of it, and deleting their own account (their token's sign-in is recent).
  {
    method: 'GET',
    route: '/api/users/me/export',
    statuses: SIGNED_IN,
    cell: () => ({ path: '/api/users/me/export' }),
    scope: { id: (fx) => fx.reviewOf.regular, named: [false, true, false, false, false] },
  },
  {
    method: 'DELETE',
    route: '/api/users/me',
    statuses: SIGNED_IN,
    cell: () => ({ path: '/api/users/me' }),
  },

  // Contributions: any account.
  {
    method: 'POST',
    route: '/api/restrooms',
    statuses: [401, 201, 201, 201, 201],
    cell: (fx) => ({
      path: '/api/restrooms',
      body: restroomBody(fx.courseA, { name: 'Clubhouse Pro Shop', gender: 'mens' }),
    }),
  },
  {
    method: 'POST',
    route: '/api/restrooms/:id/reviews',
    statuses: [401, 201, 201, 201, 201],
    cell: (fx) => ({ path: `/api/restrooms/${fx.ownersRestroom}/reviews`, body: reviewBody }),
  },
  {
    method: 'PUT',
    route: '/api/restrooms/reviews/:reviewId',
    scene: 'their own review',
    statuses: SIGNED_IN,
    cell: (fx, who) => ({
      path: `/api/restrooms/reviews/${fx.reviewOf[who === 'anonymous' ? 'golfer' : who]}`,
      body: reviewBody,
    }),
  },
  {
    method: 'PUT',
    route: '/api/restrooms/reviews/:reviewId',
    scene: "someone else's review (admins moderate by deleting, not editing)",
    statuses: [401, 403, 403, 403, 403],
    cell: (fx) => ({ path: `/api/restrooms/reviews/${fx.reviewOf.golfer}`, body: reviewBody }),
  },
  {
    method: 'DELETE',
    route: '/api/restrooms/reviews/:reviewId',
    scene: 'their own review',
    statuses: SIGNED_IN,
    cell: (fx, who) => ({
      path: `/api/restrooms/reviews/${fx.reviewOf[who === 'anonymous' ? 'golfer' : who]}`,
    }),
  },
  {
    method: 'DELETE',
    route: '/api/restrooms/reviews/:reviewId',
    scene: "someone else's review",
    statuses: ADMIN_ONLY,
    cell: (fx) => ({ path: `/api/restrooms/reviews/${fx.reviewOf.golfer}` }),
  },
  ...(['helpful', 'invalid'] as const).flatMap((kind): Row[] => [
    {
      method: 'POST',
      route: `/api/restrooms/:id/feedback/${kind}`,
      statuses: SIGNED_IN,
      cell: (fx) => ({ path: `/api/restrooms/${fx.reviewed}/feedback/${kind}` }),
    },
    {
      method: 'POST',
      route: `/api/restrooms/:id/feedback/${kind}`,
      scene: 'on a rejected restroom',
      statuses: [401, 404, 404, 404, 404],
      cell: (fx) => ({ path: `/api/restrooms/${fx.rejected}/feedback/${kind}` }),
    },
  ]),
  {
    method: 'DELETE',
    route: '/api/restrooms/:id/feedback',
    statuses: SIGNED_IN,
    cell: (fx) => ({ path: `/api/restrooms/${fx.reviewed}/feedback` }),
  },

  // Deleting a restroom (docs/product.md §6): admins any, course owners only the ones they submitted.
  {
    method: 'DELETE',
    route: '/api/restrooms/:id',
    scene: 'submitted by the owner of its course',
    statuses: [401, 403, 200, 403, 200],
    cell: (fx) => ({ path: `/api/restrooms/${fx.ownersRestroom}` }),
  },
  {
    method: 'DELETE',
    route: '/api/restrooms/:id',
    scene: "a golfer's submission",
    statuses: ADMIN_ONLY,
    cell: (fx) => ({ path: `/api/restrooms/${fx.pending}` }),
  },

  // The catalog: admins only.
  {
    method: 'POST',
    route: '/api/courses',
    statuses: [401, 403, 403, 403, 201],
    cell: () => ({ path: '/api/courses', body: courseBody }),
  },
  {
    method: 'PUT',
    route: '/api/courses/:id',
    scene: 'even by an owner of that course',
    statuses: ADMIN_ONLY,
    cell: (fx) => ({ path: `/api/courses/${fx.courseA}`, body: courseBody }),
  },
  {
    method: 'DELETE',
    route: '/api/courses/:id',
    scene: 'even by an owner of that course',
    statuses: ADMIN_ONLY,
    cell: (fx) => ({ path: `/api/courses/${fx.courseA}` }),
  },

  // The owner dashboard: owners (of any course: the answer is narrowed to theirs) and admins.
  {
    method: 'GET',
    route: '/api/owner/stats',
    statuses: OWNERS_AND_ADMINS,
    cell: () => ({ path: '/api/owner/stats' }),
  },
  {
    method: 'GET',
    route: '/api/owner/courses',
    statuses: OWNERS_AND_ADMINS,
    cell: () => ({ path: '/api/owner/courses' }),
    scope: { id: (fx) => fx.courseA, named: [false, false, true, false, true] },
  },
  {
    method: 'GET',
    route: '/api/owner/pending-submissions',
    statuses: OWNERS_AND_ADMINS,
    cell: () => ({ path: '/api/owner/pending-submissions' }),
    scope: { id: (fx) => fx.pending, named: [false, false, true, false, true] },
  },
  {
    method: 'PUT',
    route: '/api/owner/submissions/:id',
    scene: 'approve',
    statuses: COURSE_MODERATORS,
    cell: (fx) => ({ path: `/api/owner/submissions/${fx.pending}`, body: { action: 'approve' } }),
  },
  {
    method: 'PUT',
    route: '/api/owner/submissions/:id',
    scene: 'reject with a reason',
    statuses: COURSE_MODERATORS,
    cell: (fx) => ({
      path: `/api/owner/submissions/${fx.pending}`,
      body: { action: 'reject', reason: 'Not on this course.' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/owner/submissions/:id',
    scene: 'already decided: permission is checked before state',
    statuses: [401, 403, 409, 403, 409],
    cell: (fx) => ({ path: `/api/owner/submissions/${fx.decided}`, body: { action: 'approve' } }),
  },

  // Restrooms as places (docs/product.md §10): nearby and reports for anyone to read, confirmations
  // and reports by any account, details and the reports queue for the course's moderators.
  {
    method: 'GET',
    route: '/api/restrooms/nearby',
    statuses: PUBLIC_200,
    cell: () => ({ path: '/api/restrooms/nearby?latitude=35.19&longitude=-79.46' }),
  },
  {
    method: 'GET',
    route: '/api/restrooms/:id/reports',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: `/api/restrooms/${fx.ownersRestroom}/reports` }),
  },
  {
    method: 'POST',
    route: '/api/restrooms/:id/reports',
    statuses: [401, 201, 201, 201, 201],
    cell: (fx) => ({ path: `/api/restrooms/${fx.ownersRestroom}/reports`, body: { kind: 'no_paper' } }),
  },
  {
    method: 'POST',
    route: '/api/restrooms/:id/reports',
    scene: 'on a rejected restroom',
    statuses: [401, 404, 404, 404, 404],
    cell: (fx) => ({ path: `/api/restrooms/${fx.rejected}/reports`, body: { kind: 'locked' } }),
  },
  {
    method: 'POST',
    route: '/api/restrooms/:id/reports',
    scene: 'through its door sign: no account needed, any token ignored',
    statuses: [201, 201, 201, 201, 201],
    cell: (fx) => ({
      path: `/api/restrooms/${fx.ownersRestroom}/reports`,
      body: { kind: 'no_soap', signCode: fx.signCode },
    }),
  },
  {
    method: 'POST',
    route: '/api/restrooms/:id/confirm',
    statuses: SIGNED_IN,
    cell: (fx) => ({ path: `/api/restrooms/${fx.ownersRestroom}/confirm` }),
  },
  {
    method: 'PUT',
    route: '/api/restrooms/:id',
    statuses: COURSE_MODERATORS,
    cell: (fx) => ({ path: `/api/restrooms/${fx.ownersRestroom}`, body: { access: 'customers' } }),
  },
  {
    method: 'GET',
    route: '/api/owner/reports',
    statuses: OWNERS_AND_ADMINS,
    cell: () => ({ path: '/api/owner/reports' }),
    scope: { id: (fx) => fx.report, named: [false, false, true, false, true] },
  },
  // The Analytics tab (docs/product.md §12): one course's series, for its owners and admins only.
  {
    method: 'GET',
    route: '/api/owner/analytics',
    statuses: COURSE_MODERATORS,
    cell: (fx) => ({ path: `/api/owner/analytics?courseId=${fx.courseA}&days=30` }),
  },
  {
    method: 'PUT',
    route: '/api/owner/reports/:id',
    statuses: COURSE_MODERATORS,
    cell: (fx) => ({ path: `/api/owner/reports/${fx.report}`, body: { resolution: 'fixed' } }),
  },
  {
    method: 'PUT',
    route: '/api/owner/reports/:id',
    scene: 'removing on the owner\'s own "gone" report alone: admins only',
    statuses: ADMIN_ONLY,
    cell: (fx) => ({ path: `/api/owner/reports/${fx.ownersGone}`, body: { resolution: 'removed' } }),
  },
  {
    method: 'PUT',
    route: '/api/owner/courses/:id/setup',
    scene: 'the course set-up (docs/product.md §12): a clubhouse, a hole, one restroom taken off',
    statuses: COURSE_MODERATORS,
    cell: (fx) => ({
      path: `/api/owner/courses/${fx.courseA}/setup`,
      body: {
        clubhouse: { restroomId: fx.ownersRestroom, access: 'players' },
        halfwayHouse: null,
        onCourse: [{ hole: 7, facilityType: 'portable' }],
        remove: [fx.pending],
      },
    }),
  },

  // Quick questions (docs/product.md §13): any signed-in account (every principal here is verified).
  {
    method: 'GET',
    route: '/api/courses/:id/questions',
    statuses: SIGNED_IN,
    cell: (fx) => ({ path: `/api/courses/${fx.courseA}/questions` }),
  },
  {
    method: 'POST',
    route: '/api/courses/:id/answers',
    statuses: [401, 201, 201, 201, 201],
    cell: (fx) => ({
      path: `/api/courses/${fx.courseA}/answers`,
      body: { questionId: 'on_course_restroom', answer: 'yes' },
    }),
  },

  // Claims of a course: course-owner accounts claim, admins decide, a course's owners see each other.
  {
    method: 'POST',
    route: '/api/courses/:id/claims',
    scene: 'claiming course B, which the other owner owns',
    statuses: [401, 403, 201, 409, 403],
    cell: (fx) => ({
      path: `/api/courses/${fx.courseB}/claims`,
      body: { role: 'Manager', phone: '+1 910 555 0100' },
    }),
  },
  {
    method: 'GET',
    route: '/api/courses/:id/owners',
    statuses: COURSE_MODERATORS,
    cell: (fx) => ({ path: `/api/courses/${fx.courseA}/owners` }),
  },
  {
    method: 'GET',
    route: '/api/owner/claims',
    statuses: OWNERS_AND_ADMINS,
    cell: () => ({ path: '/api/owner/claims' }),
    scope: { id: (fx) => fx.claim, named: [false, false, false, true, false] },
  },
  {
    method: 'GET',
    route: '/api/admin/claims',
    statuses: ADMIN_ONLY,
    cell: () => ({ path: '/api/admin/claims' }),
    scope: { id: (fx) => fx.claim, named: [false, false, false, false, true] },
  },
  {
    method: 'PUT',
    route: '/api/admin/claims/:id',
    statuses: ADMIN_ONLY,
    cell: (fx) => ({ path: `/api/admin/claims/${fx.claim}`, body: { action: 'approve' } }),
  },

  // Door signs (docs/product.md §12): its page reads it through the code; the course's moderators print it.
  {
    method: 'GET',
    route: '/api/signs/:code',
    statuses: PUBLIC_200,
    cell: (fx) => ({ path: `/api/signs/${fx.signCode}` }),
  },
  {
    method: 'GET',
    route: '/api/owner/restrooms/:id/sign',
    statuses: COURSE_MODERATORS,
    cell: (fx) => ({ path: `/api/owner/restrooms/${fx.ownersRestroom}/sign` }),
  },
  {
    method: 'POST',
    route: '/api/owner/restrooms/:id/sign/rotate',
    statuses: COURSE_MODERATORS,
    cell: (fx) => ({ path: `/api/owner/restrooms/${fx.ownersRestroom}/sign/rotate` }),
  },

  // Notifications (docs/product.md §12): an owner's own settings, for the courses they own; the
  // e-mails' one-click unsubscribe needs no account (the signed link is the proof).
  {
    method: 'GET',
    route: '/api/owner/notification-settings',
    statuses: OWNERS_AND_ADMINS,
    cell: () => ({ path: '/api/owner/notification-settings' }),
    scope: { id: (fx) => fx.courseA, named: [false, false, true, false, false] },
  },
  {
    method: 'PUT',
    route: '/api/owner/notification-settings',
    scene: "course A's: its owners only, admins included",
    statuses: [401, 403, 200, 403, 403],
    cell: (fx) => ({
      path: '/api/owner/notification-settings',
      body: { courseId: fx.courseA, email: { alerts: false, digest: true }, push: { alerts: true } },
    }),
  },
  {
    method: 'POST',
    route: '/api/owner/push-subscriptions',
    statuses: OWNERS_AND_ADMINS,
    cell: (_fx, who) => ({
      path: '/api/owner/push-subscriptions',
      body: {
        endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${who}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/owner/push-subscriptions',
    statuses: OWNERS_AND_ADMINS,
    cell: () => ({
      path: '/api/owner/push-subscriptions',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-none' },
    }),
  },
  {
    method: 'POST',
    route: '/api/notifications/unsubscribe/:token',
    statuses: PUBLIC_200,
    cell: (fx) => ({
      path: `/api/notifications/unsubscribe/${unsubscribeToken(TEST_JWT_SECRET, fx.users.ownerOfCourse.id, fx.courseA)}`,
    }),
  },

  // Support tasks: admins only.
  {
    method: 'POST',
    route: '/api/admin/users',
    statuses: [401, 403, 403, 403, 201],
    cell: () => ({
      path: '/api/admin/users',
      body: { firstName: 'Ada', lastName: 'Admin', email: 'matrix-admin@example.test', password: PASSWORD },
    }),
  },
  {
    method: 'GET',
    route: '/api/admin/course-owners',
    statuses: ADMIN_ONLY,
    cell: () => ({ path: '/api/admin/course-owners' }),
  },
  {
    method: 'POST',
    route: '/api/admin/courses/:courseId/owners',
    scene: 'assigning the other owner to course A',
    statuses: ADMIN_ONLY,
    cell: (fx) => ({
      path: `/api/admin/courses/${fx.courseA}/owners`,
      body: { email: emailOf(fx.users.ownerOfOther) },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/courses/:courseId/owners/:userId',
    scene: "removing course A's owner",
    statuses: ADMIN_ONLY,
    cell: (fx) => ({ path: `/api/admin/courses/${fx.courseA}/owners/${fx.users.ownerOfCourse.id}` }),
  },
  {
    method: 'POST',
    route: '/api/admin/restrooms/:id/restore',
    statuses: ADMIN_ONLY,
    cell: (fx) => ({ path: `/api/admin/restrooms/${fx.removed}/restore` }),
  },
];

const emails = new Map<string, string>();
const emailOf = (user: TestUser) => emails.get(user.id)!;

/**
 * Rate-limit counters are left out of the comparison: counting a refused attempt is their job.
 * Every other table must be exactly as it was.
 */
const WATCHED_TABLES = APP_TABLES.filter((name) => name !== 'rate_limit_counters');

type TableState = Record<string, { rows: number; hash: string }>;

async function tableState(db: Database): Promise<TableState> {
  const query = WATCHED_TABLES.map(
    (name) =>
      `SELECT '${name}' AS name, count(*)::int AS rows, ` +
      `coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS hash FROM "${name}" t`,
  ).join(' UNION ALL ');
  const result = await db.execute(sql.raw(query));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    name: string;
    rows: number;
    hash: string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, hash: row.hash }]));
}

class RollBack extends Error {}

/** Runs `work` against an app built on a transaction, then rolls everything back. */
async function inRolledBackTransaction(
  ctx: TestContext,
  work: (db: Database, app: TestContext['app']) => Promise<void>,
) {
  try {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const app = buildApp({ ...ctx.handle, db });
      await work(db, app);
      // A forgot-password's link is written after its answer: inside the transaction, too.
      await afterAnswersOf(app);
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
}

async function buildFixtures(ctx: TestContext): Promise<Fixtures> {
  const { db } = ctx;
  const make = async (role: TestUser['role'], firstName: string) => {
    const user = await createUser(db, role, { firstName });
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    emails.set(user.id, row!.email);
    return user;
  };
  const accounts = {
    regular: await make('regular', 'Regular'),
    ownerOfCourse: await make('course_owner', 'OwnerA'),
    ownerOfOther: await make('course_owner', 'OwnerB'),
    admin: await make('admin', 'Admin'),
    golfer: await make('regular', 'Golfer'),
  };
  const courseA = (await createCourse(db, 'Course A')).id;
  const courseB = (await createCourse(db, 'Course B')).id;
  await assignOwner(db, courseA, accounts.ownerOfCourse);
  await assignOwner(db, courseB, accounts.ownerOfOther);
  const approved = { status: 'approved' as const, isVerified: true };
  const ownersRestroom = (
    await seedRestroom(db, {
      courseId: courseA,
      name: 'Clubhouse Main',
      submittedBy: accounts.ownerOfCourse.id,
      ...approved,
    })
  ).id;
  const pending = (
    await seedRestroom(db, {
      courseId: courseA,
      name: 'Hole 7',
      locationType: 'on-course',
      submittedBy: accounts.golfer.id,
    })
  ).id;
  const decided = (
    await seedRestroom(db, {
      courseId: courseA,
      name: 'Halfway House',
      locationType: 'halfway-house',
      submittedBy: accounts.golfer.id,
      reviewedBy: accounts.ownerOfCourse.id,
      ...approved,
    })
  ).id;
  const rejected = (
    await seedRestroom(db, {
      courseId: courseA,
      name: 'Hole 12',
      locationType: 'on-course',
      submittedBy: accounts.golfer.id,
      status: 'rejected',
      rejectionReason: 'No such building',
    })
  ).id;
  const reviewedRow = await seedRestroom(db, {
    courseId: courseA,
    name: 'Clubhouse Locker Room',
    submittedBy: accounts.admin.id,
    ...approved,
  });
  const reviewOf = {} as Fixtures['reviewOf'];
  for (const key of ['regular', 'ownerOfCourse', 'ownerOfOther', 'admin', 'golfer'] as const) {
    reviewOf[key] = (await seedReview(db, reviewedRow, accounts[key], 3, { comment: `by ${key}` })).id;
  }
  const [reportRow, goneRow] = await db
    .insert(restroomReports)
    .values([
      { restroomId: ownersRestroom, userId: accounts.golfer.id, kind: 'locked' },
      { restroomId: decided, userId: accounts.ownerOfCourse.id, kind: 'gone', byOwner: true },
    ])
    .returning();
  const [claimRow] = await db
    .insert(courseClaims)
    .values({
      courseId: courseA,
      userId: accounts.ownerOfOther.id,
      role: 'Manager',
      phone: '+1 910 555 0101',
    })
    .returning();
  const removed = (
    await seedRestroom(db, {
      courseId: courseA,
      name: 'Clubhouse Restaurant',
      status: 'removed',
      statusBeforeRemoval: 'approved',
    })
  ).id;
  const secret = randomBytes(16).toString('hex');
  await db.insert(restroomSigns).values({ restroomId: ownersRestroom, secret, issuedAt: new Date() });
  // A real password account with a live session, for login and refresh.
  const email = `matrix-${randomUUID().slice(0, 8)}@example.test`;
  const session = await register(ctx.request, { email });
  const [row] = await db.select().from(users).where(eq(users.email, email));
  const verifyToken = await issueEmailToken(db, row!, 'verify_email');
  const resetToken = await issueEmailToken(db, row!, 'reset_password');
  return {
    users: accounts,
    account: { email, refreshToken: session.refreshToken, verifyToken, resetToken },
    courseA,
    courseB,
    ownersRestroom,
    pending,
    decided,
    rejected,
    reviewed: reviewedRow.id,
    reviewOf,
    report: reportRow!.id,
    claim: claimRow!.id,
    ownersGone: goneRow!.id,
    removed,
    signCode: signCodeOf(ownersRestroom, secret),
  };
}

/** The ways a session ends, each through the API as a person would end it (issue 36). */
const SESSION_ENDINGS: {
  name: string;
  run: (app: TestContext['app'], db: Database, user: TestUser) => Promise<void>;
}[] = [
  {
    name: 'after logout',
    run: async (app, _db, user) => {
      const res = await app.request('/api/auth/logout', { method: 'POST', headers: user.headers });
      expect(res.status).toBe(200);
    },
  },
  {
    name: 'after deletion',
    run: async (app, db, user) => {
      // A token from a sign-in a moment ago: deleting needs one (or the password).
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      const recent = await freshTokens.sign({ id: user.id, email: row!.email, role: user.role });
      const res = await app.request('/api/users/me', { method: 'DELETE', headers: bearer(recent) });
      expect(res.status).toBe(200);
    },
  },
  {
    name: 'after reset',
    run: async (app, db, user) => {
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      const token = await issueEmailToken(db, row!, 'reset_password');
      const res = await app.request(
        '/api/auth/reset-password',
        postJson({ token, password: 'a matrix reset passphrase' }),
      );
      expect(res.status).toBe(200);
    },
  },
];
const freshTokens = createAccessTokens(TEST_JWT_SECRET, 900);

const rowTitle = (row: Row) => `${row.method} ${row.route}${row.scene ? ` (${row.scene})` : ''}`;

describe('permissions matrix: coverage', () => {
  it('has a row for every /api route the app registers, and no row for a route it does not', () => {
    const app = buildApp(handleWithoutDatabase());
    const registered = new Set(
      app.routes
        // Middleware registered with .use() shows up as ALL; handlers have a real method.
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path}`),
    );
    const covered = new Set(ROWS.map((row) => `${row.method} ${row.route}`));
    expect(
      [...registered].filter((key) => !covered.has(key)),
      'routes without a matrix row',
    ).toEqual([]);
    expect(
      [...covered].filter((key) => !registered.has(key)),
      'matrix rows without a route',
    ).toEqual([]);
  });
});

describeEachDatabase('permissions matrix', (ctx) => {
  let fx: Fixtures;
  let baseline: TableState;
  beforeAll(async () => {
    fx = await buildFixtures(ctx());
    baseline = await tableState(ctx().db);
  });

  for (const row of ROWS) {
    it(rowTitle(row), async () => {
      const seen: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [index, who] of PRINCIPALS.entries()) {
        const { path, body } = row.cell(fx, who);
        const status = row.statuses[index]!;
        const run = async (db: Database, app: TestContext['app']) => {
          const res = await app.request(path, {
            method: row.method,
            headers: {
              ...(who === 'anonymous' ? {} : fx.users[who].headers),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          seen[who] = res.status;
          expected[who] = status;
          if (row.scope && res.ok) {
            const names = (await res.text()).includes(row.scope.id(fx));
            expect(names, `${who}: does the answer name the fixture?`).toBe(row.scope.named[index]);
          }
          // A refusal writes nothing, and neither does any GET.
          if (res.status >= 400 || row.method === 'GET') {
            expect(await tableState(db), `${who}: the database changed`).toEqual(baseline);
          }
        };
        // Reads run on the database itself (the health check's ping needs a connection of its own,
        // and PGlite has one); writes run in a transaction that is rolled back.
        if (row.method === 'GET') await run(ctx().db, ctx().app);
        else await inRolledBackTransaction(ctx(), run);
      }
      expect(seen).toEqual(expected);
    });
  }

  // Issue 36: a token whose session ended is refused on every write route, whatever its role could
  // do. The principal is one the row lets through (an admin where nobody is), so the 401 is the
  // revocation's doing; routes that take no token answer as they answer anyone.
  for (const row of ROWS.filter((candidate) => candidate.method !== 'GET')) {
    const through = (['admin', 'ownerOfCourse', 'regular', 'ownerOfOther'] as const).find(
      (who) => row.statuses[PRINCIPALS.indexOf(who)]! < 400,
    );
    const who = through ?? 'admin';
    const expected = row.statuses[0] === 401 ? 401 : row.statuses[0];
    it(`${rowTitle(row)}: ${who} after logout, after deletion, after reset → ${expected}`, async () => {
      const seen: Record<string, number> = {};
      for (const ending of SESSION_ENDINGS) {
        await inRolledBackTransaction(ctx(), async (db, app) => {
          await ending.run(app, db, fx.users[who]);
          const before = await tableState(db);
          const { path, body } = row.cell(fx, who);
          const res = await app.request(path, {
            method: row.method,
            headers: {
              ...fx.users[who].headers,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          seen[ending.name] = res.status;
          if (res.status >= 400)
            expect(await tableState(db), `${ending.name}: the database changed`).toEqual(before);
        });
      }
      expect(seen).toEqual(Object.fromEntries(SESSION_ENDINGS.map((ending) => [ending.name, expected])));
    });
  }

  it('notices a change to any row (the check above is not vacuous)', async () => {
    await inRolledBackTransaction(ctx(), async (db) => {
      await db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, fx.users.golfer.id));
      const changed = await tableState(db);
      expect(changed.users!.rows).toBe(baseline.users!.rows);
      expect(changed.users!.hash).not.toBe(baseline.users!.hash);
    });
  });

  it('left the fixtures exactly as they were (every cell rolled back)', async () => {
    expect(await tableState(ctx().db)).toEqual(baseline);
  });
});
