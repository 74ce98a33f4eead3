/**
 * Live status reports (issue 15, docs/product.md §10): a golfer reports a restroom locked, out of
 * order, out of paper…; each kind expires by itself except "gone", which an owner or admin settles.
 */
import * as v from 'valibot';
import { REPORT_KINDS } from '../report-kinds';
import { REPORT_NOTE_MAX } from '../restroom-constants';
import { idSchema, isoDateSchema, optionalText } from './common';
import { reportKindSchema } from './restroom-details';
import { restroomSchema } from './restrooms';
import { signCodeSchema } from './signs';

/**
 * POST /api/restrooms/:id/reports. With `signCode` (a door sign's, docs/product.md §12) it needs no
 * account, and takes no note: a stranger's words would be shown to everyone.
 */
export const reportInputSchema = v.object({
  // An absent kind gets the same message as a wrong one ('' is no kind): valibot would only say
  // "Invalid key" (see requiredText in common.ts).
  kind: v.optional(v.picklist(REPORT_KINDS, `Choose what is wrong: ${REPORT_KINDS.join(', ')}`), '' as never),
  note: optionalText(REPORT_NOTE_MAX, 'Note'),
  signCode: v.optional(signCodeSchema),
});
export type ReportInput = v.InferInput<typeof reportInputSchema>;

/** A report as anyone may see it: no reporter, only whether it is the caller's own. */
const reportSchema = v.object({
  _id: idSchema,
  restroomId: idSchema,
  kind: reportKindSchema,
  note: v.nullable(v.string()),
  createdAt: isoDateSchema,
  expiresAt: v.nullable(isoDateSchema),
  mine: v.boolean(),
});
export type Report = v.InferOutput<typeof reportSchema>;
export const reportListResultSchema = v.object({ reports: v.array(reportSchema) });
export const reportResultSchema = v.object({ report: reportSchema, restroom: restroomSchema });

/**
 * GET /api/owner/reports: the open reports of the owner's courses (all courses for an admin), one
 * row per restroom and kind; `_id` names the group's newest report (PUT /api/owner/reports/:id).
 */
const ownerReportSchema = v.object({
  /** The group's newest report. */
  _id: idSchema,
  /** Every open report of the group, newest first: a push or an alert e-mail names one of them. */
  reportIds: v.array(idSchema),
  restroomId: idSchema,
  restroomName: v.string(),
  courseId: idSchema,
  courseName: v.string(),
  kind: reportKindSchema,
  count: v.number(),
  /** Of `count`, reports through the restroom's door sign, made without an account. */
  viaSign: v.number(),
  notes: v.array(v.string()),
  firstReportedAt: isoDateSchema,
  lastReportedAt: isoDateSchema,
  expiresAt: v.nullable(isoDateSchema),
});
export type OwnerReport = v.InferOutput<typeof ownerReportSchema>;
export const ownerReportListResultSchema = v.object({ reports: v.array(ownerReportSchema) });

/**
 * PUT /api/owner/reports/:id: settles every open report of that restroom and kind. "fixed" and
 * "dismissed" close them; "removed" (only for "gone") takes the restroom off the course.
 */
export const reportResolutionSchema = v.object({
  resolution: v.optional(
    v.picklist(['fixed', 'dismissed', 'removed'], 'Resolution must be fixed, dismissed or removed'),
    '' as never,
  ),
});
export type ReportResolution = v.InferOutput<typeof reportResolutionSchema>['resolution'];
export const reportResolveResultSchema = v.object({
  /** The restroom as it is now; null once removed. */
  restroom: v.nullable(restroomSchema),
  resolved: v.number(),
  message: v.string(),
});
export type ReportResolveResult = v.InferOutput<typeof reportResolveResultSchema>;
