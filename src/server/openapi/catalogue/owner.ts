/** /api/owner: the owner dashboard (owner/routes.ts), for course owners and admins. */
import { ownerAnalyticsQuerySchema } from '../../../shared/schemas';
import type { RouteEntry } from './types';

const moderators = { roles: ['course_owner', 'admin'] } as const;

export const ownerRoutes: RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/owner/stats',
    summary: 'Totals over the caller’s courses',
    description:
      'Courses, restrooms, pending submissions, reviews and the average rating over the caller’s courses (admins: every course).',
    tag: 'Owner',
    access: moderators,
    answer: { status: 200, data: 'OwnerStatsResult' },
  },
  {
    method: 'GET',
    path: '/api/owner/courses',
    summary: 'The caller’s courses (admins: all)',
    description: 'Each course with its rating, city, state and totals.',
    tag: 'Owner',
    access: moderators,
    answer: { status: 200, data: 'OwnerCourseListResult' },
  },
  {
    method: 'GET',
    path: '/api/owner/pending-submissions',
    summary: 'Submissions awaiting a decision',
    description:
      'Pending restrooms of the caller’s courses (admins: all), oldest first, with who submitted them and when. `submittedByName` is null when the submitter has since deleted their account (the client words that in the reader’s language).',
    tag: 'Owner',
    access: moderators,
    answer: { status: 200, data: 'PendingSubmissionListResult' },
  },
  {
    method: 'PUT',
    path: '/api/owner/submissions/:id',
    summary: 'Approve or reject a submission (a rejection needs a reason)',
    description:
      '`approve` (optional notes) makes the restroom approved and verified; `reject` needs a reason, which the submitter sees on their dashboard.',
    tag: 'Owner',
    access: moderators,
    body: { schema: 'SubmissionDecision' },
    answer: { status: 200, data: 'SubmissionReviewResult' },
    errors: {
      403: 'Not an owner of the submission’s course.',
      404: 'No such submission.',
      409: 'The submission was decided already.',
    },
  },
  {
    method: 'GET',
    path: '/api/owner/reports',
    summary: 'Open status reports of the caller’s courses, one row per restroom and kind',
    description: '`gone` reports first; each row with the golfers’ notes and when it clears itself.',
    tag: 'Owner',
    access: moderators,
    answer: { status: 200, data: 'OwnerReportListResult' },
  },
  {
    method: 'PUT',
    path: '/api/owner/reports/:id',
    summary: 'Settle the open reports of a restroom and kind',
    description:
      '`removed` (for `gone` only) takes the restroom off the course, keeping its reviews and reports; it needs a `gone` report by someone other than the caller (admins excepted).',
    tag: 'Owner',
    access: moderators,
    body: { schema: 'ReportResolution' },
    answer: { status: 200, data: 'ReportResolveResult' },
    errors: {
      400: 'Only a `gone` report may be resolved as `removed`.',
      403: 'Not an owner of the restroom’s course, or removing on the caller’s own report alone.',
      404: 'No such report.',
      409: 'These reports are settled already.',
    },
  },
  {
    method: 'GET',
    path: '/api/owner/analytics',
    summary: 'The Analytics tab’s series for one of the caller’s courses',
    description:
      'For the course’s listed restrooms, over the last `days` days (7–365, default 30) up to now: the open problems now (restroom, kind, reports, age), per kind the problems fixed (settled `fixed` or `confirmed`) and the median time from first report to fix, reports per restroom per week, and per week the reviews written and the running count and average rating. Weeks are seven whole days counted back from now, oldest first.',
    tag: 'Owner',
    access: moderators,
    query: ownerAnalyticsQuerySchema,
    answer: { status: 200, data: 'OwnerAnalyticsResult' },
    errors: {
      400: '`courseId` missing or not a course id, or `days` not a whole number from 7 to 365.',
      403: 'Not an owner of the course.',
      404: 'No such course (admins; an owner gets 403).',
    },
  },
  {
    method: 'PUT',
    path: '/api/owner/courses/:id/setup',
    summary: 'Set up the course’s restrooms in one go',
    description:
      'The clubhouse (`null`: no restroom there), the halfway house and the hole it comes after (`null`: none), the restrooms out on the course (hole, `portable` or `permanent`), each with access, hours and amenities; `remove` names listed restrooms to take off (history kept). Each row updates the listed restroom it names by `restroomId`, else the one at the same place, else lists a new one; all become approved and owner-confirmed. The owner’s word settles the course’s facts (clubhouse, on the course, each hole golfers named). Applied in one transaction; the same set-up sent again changes nothing more. Send an `Idempotency-Key` to have a retry answered once.',
    tag: 'Owner',
    access: moderators,
    body: { schema: 'CourseSetup' },
    answer: { status: 200, data: 'CourseSetupResult' },
    errors: {
      400: 'A field is invalid (a hole out of 1–27, opening hours the library cannot read…).',
      403: 'Not an owner of the course.',
      404: 'No such course.',
    },
  },
];
