/**
 * Live status reports (docs/product.md §10): a golfer reports what is wrong, once per kind while it
 * is active; each kind expires by itself (shared/restroom-state.ts reportExpiry) except "gone";
 * an owner of the course or an admin settles them from the dashboard: fixed, dismissed, or (for
 * "gone") the restroom removed. Writes take the course lock, which orders them with the
 * confirmations that settle reports, and with the removal's aggregates (db/consistency.ts).
 */
import type * as v from 'valibot';
import { reportKind } from '../../shared/report-kinds';
import { maskToMonths, reportExpiry } from '../../shared/restroom-state';
import type {
  OwnerReport,
  Report,
  ReportResolution,
  ReportResolveResult,
  Restroom,
  reportInputSchema,
} from '../../shared/schemas';
import { isUuid } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor, Transaction } from '../db/client';
import { lockRestroomCourse } from '../db/consistency';
import { ApiError } from '../http/envelope';
import { presentOne } from '../restrooms/extras';
import { courseTimeZone } from '../restrooms/hours';
import { isVisible, type RestroomRow } from '../restrooms/queries';
import { enqueueReportAlerts } from '../notifications/queue';
import { markRemoved } from '../restrooms/removal';
import { canModerate, lockVisibleRestroom, requireVisibleRestroom } from '../restrooms/service';
import { requireSignRestroom } from '../signs/service';
import { requireVerifiedAccount } from '../users/service';
import { presentReport } from './present';
import {
  findActiveReportOf,
  findReport,
  findReportByKey,
  insertReport,
  listActiveReports,
  listOpenReportGroups,
  resolveReports,
} from './queries';

type ReportInput = v.InferOutput<typeof reportInputSchema>;

/** A new report's answer, and whether it queued notifications (the route nudges the notifier). */
type Created = { report: Report; restroom: Restroom; queued: boolean };

const REPORT_NOT_FOUND = 'Report not found';
export const NOT_YOUR_COURSE_REPORT = 'You can only resolve reports for your own courses';
export const REPORT_ALREADY_SETTLED = 'This report has already been resolved or has expired';
export const ONLY_GONE_REMOVES = 'Only a "gone" report can remove the restroom';
export const VERIFY_TO_REPORT = 'Verify your email address to report a problem';
export const OWN_GONE_REPORT = 'Another golfer must report this restroom gone before you can remove it';

export const alreadyReported = (kind: Report['kind']) =>
  `You have already reported this restroom as ${reportKind(kind).words}`;

/** "Closed for the season" ends at midnight of the next open month's first day, the course's midnight. */
async function expiryOf(
  tx: Executor,
  row: RestroomRow,
  kind: Report['kind'],
  now: Date,
): Promise<Date | null> {
  return reportExpiry(
    kind,
    now,
    { season: row.season as Restroom['season'], openMonths: maskToMonths(row.openMonths) },
    kind === 'closed_for_season' ? await courseTimeZone(tx, row.courseId) : null,
  );
}

/**
 * A blocking report is told to the course's owners at once (docs/product.md §12), queued in its
 * own transaction; the other kinds wait for the day's digest.
 */
async function tellOwners(
  tx: Executor,
  report: { id: string; kind: string; viaSign: boolean },
  row: RestroomRow,
  reporterId: string | null,
): Promise<boolean> {
  if (!reportKind(report.kind as Report['kind']).blocking) return false;
  return enqueueReportAlerts(tx, {
    id: report.id,
    courseId: row.courseId,
    reporterId,
    payload: { reportId: report.id, restroomId: row.id, kind: report.kind, viaSign: report.viaSign },
  });
}

export async function createReport(
  tx: Executor,
  user: AuthUser,
  restroomId: string,
  input: ReportInput,
  now: Date,
  requestKey?: string,
): Promise<Created> {
  const row = await lockVisibleRestroom(tx, restroomId);
  await requireVerifiedAccount(tx, user.id, VERIFY_TO_REPORT);
  // Its own earlier run (the answer lost with a dead process): the same report, not a second one.
  const sent = requestKey ? await findReportByKey(tx, user.id, requestKey) : undefined;
  if (sent)
    return { report: presentReport(sent, user.id), restroom: await presentOne(tx, row, now), queued: false };
  if (await findActiveReportOf(tx, row.id, user.id, input.kind, now)) {
    throw new ApiError(409, 'already_reported', alreadyReported(input.kind));
  }
  const report = await insertReport(tx, {
    restroomId: row.id,
    userId: user.id,
    // An owner's (or admin's) word counts as two golfers' (docs/product.md §13).
    byOwner: await canModerate(tx, user, row.courseId),
    kind: input.kind,
    note: input.note ?? null,
    createdAt: now,
    requestKey: requestKey ?? null,
    expiresAt: await expiryOf(tx, row, input.kind, now),
  });
  const queued = await tellOwners(tx, report, row, user.id);
  return { report: presentReport(report, user.id), restroom: await presentOne(tx, row, now), queued };
}

/**
 * A report through the restroom's door sign (docs/product.md §12): no account, so no user, and one
 * voice of its own; accepted with the sign's current code only, then counted against the sign's
 * limit (`count`, per address and restroom: a 429 past it) before it is written.
 */
export async function createSignReport(
  tx: Executor,
  restroomId: string,
  input: { kind: Report['kind']; signCode: string },
  now: Date,
  count: () => Promise<void>,
): Promise<Created> {
  await requireSignRestroom(tx, input.signCode, { restroomId });
  const row = await lockVisibleRestroom(tx, restroomId);
  await count();
  const report = await insertReport(tx, {
    restroomId: row.id,
    userId: null,
    viaSign: true,
    byOwner: false,
    kind: input.kind,
    note: null,
    createdAt: now,
    requestKey: null,
    expiresAt: await expiryOf(tx, row, input.kind, now),
  });
  const queued = await tellOwners(tx, report, row, null);
  return { report: presentReport(report, undefined), restroom: await presentOne(tx, row, now), queued };
}

export async function listReports(
  db: Executor,
  viewer: AuthUser | undefined,
  restroomId: string,
  now: Date,
): Promise<Report[]> {
  const row = await requireVisibleRestroom(db, restroomId);
  return (await listActiveReports(db, row.id, now)).map((report) => presentReport(report, viewer?.id));
}

export async function listOwnerReports(db: Executor, user: AuthUser, now: Date): Promise<OwnerReport[]> {
  return (await listOpenReportGroups(db, user, now)).map(({ id, kind, ...group }) => ({
    _id: id,
    kind: kind as OwnerReport['kind'],
    ...group,
  }));
}

const SETTLED_MESSAGES = {
  fixed: 'Report resolved',
  dismissed: 'Report dismissed',
  removed: 'Restroom removed',
};

/** Settles every active report of the named report's restroom and kind. */
export async function resolveReportGroup(
  tx: Transaction,
  user: AuthUser,
  reportId: string,
  resolution: ReportResolution,
  now: Date,
): Promise<ReportResolveResult> {
  const report = isUuid(reportId) ? await findReport(tx, reportId) : undefined;
  if (!report) throw new ApiError(404, 'report_not_found', REPORT_NOT_FOUND);
  const restroom = await lockRestroomCourse(tx, report.restroomId);
  if (!restroom || !isVisible(restroom)) throw new ApiError(404, 'report_not_found', REPORT_NOT_FOUND);
  // Permission before state: an outsider learns nothing about another course's reports.
  if (!(await canModerate(tx, user, restroom.courseId)))
    throw new ApiError(403, 'not_your_course', NOT_YOUR_COURSE_REPORT);
  if (resolution === 'removed' && report.kind !== 'gone')
    throw new ApiError(400, 'only_gone_removes', ONLY_GONE_REMOVES);
  const kind = report.kind as Report['kind'];
  // Nobody removes a restroom on their own word alone (admins excepted): its reviews are golfers'.
  const reporters = (await listActiveReports(tx, restroom.id, now)).filter((r) => r.kind === kind);
  const onlyOwnWord = reporters.length > 0 && reporters.every((r) => r.userId === user.id);
  if (resolution === 'removed' && user.role !== 'admin' && onlyOwnWord) {
    throw new ApiError(403, 'own_gone_report', OWN_GONE_REPORT);
  }
  const resolved = await resolveReports(
    tx,
    { restroomId: restroom.id, kinds: [kind] },
    { resolution, resolvedBy: user.id, now },
  );
  if (resolved === 0) throw new ApiError(409, 'report_settled', REPORT_ALREADY_SETTLED);
  if (resolution === 'removed') {
    // Marked removed, its reviews and reports kept (removal.ts); the course's totals follow.
    await markRemoved(tx, restroom, user.id, now);
    return { restroom: null, resolved, message: SETTLED_MESSAGES.removed };
  }
  return { restroom: await presentOne(tx, restroom, now), resolved, message: SETTLED_MESSAGES[resolution] };
}
