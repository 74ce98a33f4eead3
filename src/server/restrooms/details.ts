/**
 * A restroom's details past the spec and its freshness (docs/product.md §10): the columns a
 * submission or an owner's edit sets, the owner's edit itself, and "Still here and OK".
 */
import type * as v from 'valibot';
import { CONFIRMATION_REPEAT_MS } from '../../shared/restroom-constants';
import { confirmationClears } from '../../shared/restroom-state';
import type { Restroom, restroomDetailsSchema } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor, Transaction } from '../db/client';
import { ApiError } from '../http/envelope';
import {
  insertConfirmation,
  lastConfirmationBy,
  listActiveReports,
  resolveReports,
  verifiedConfirmersSince,
} from '../reports/queries';
import { requireAccount } from '../users/service';
import { presentOne } from './extras';
import { detailColumns } from './columns';
import { markConfirmed, updateRestroomDetails } from './queries';
import { canModerate, lockVisibleRestroom } from './service';

type Details = v.InferOutput<typeof restroomDetailsSchema>;
export const NOT_YOUR_COURSE_RESTROOM = 'You can only edit restrooms of your own courses';

/** PUT /api/restrooms/:id: an owner of the course or an admin sets the details, which confirms them. */
export async function updateDetails(
  tx: Transaction,
  user: AuthUser,
  restroomId: string,
  details: Details,
  now: Date,
): Promise<Restroom> {
  const row = await lockVisibleRestroom(tx, restroomId);
  if (!(await canModerate(tx, user, row.courseId)))
    throw new ApiError(403, 'not_your_course', NOT_YOUR_COURSE_RESTROOM);
  const updated = await updateRestroomDetails(tx, row.id, {
    ...detailColumns(details, now),
    ownerConfirmedAt: now,
    lastConfirmedAt: now,
  });
  return presentOne(tx, updated, now);
}

/**
 * Whether a "Still here and OK" clears the reports made before it, by the rule the device's overlay
 * follows too (shared/restroom-state.ts confirmationClears); an owner's needs no count.
 */
async function clearsReports(
  tx: Executor,
  restroomId: string,
  confirmer: { id: string; verified: boolean; byOwner: boolean },
  now: Date,
): Promise<boolean> {
  if (confirmer.byOwner) return confirmationClears({ byOwner: true, confirmers: 0, reporters: 0 });
  const open = (await listActiveReports(tx, restroomId, now)).filter((report) => report.kind !== 'gone');
  const oldest = open.at(-1);
  const confirmers = oldest
    ? await verifiedConfirmersSince(tx, restroomId, oldest.createdAt)
    : new Set<string>();
  if (confirmer.verified) confirmers.add(confirmer.id);
  return confirmationClears({
    byOwner: false,
    confirmers: confirmers.size,
    // A door sign's reports (no account) are a voice each (docs/product.md §12).
    reporters: new Set(open.map((report) => report.userId ?? report.id)).size,
  });
}

/**
 * "Still here and OK": dates the restroom's freshness (an owner's or admin's as the owner's) and,
 * when it has the voices for it (clearsReports), settles the reports made before it, except
 * "gone", which only an owner or admin settles. A second tap by the same golfer within the hour adds
 * no confirmation row.
 */
export async function confirmRestroom(
  tx: Executor,
  user: AuthUser,
  restroomId: string,
  now: Date,
): Promise<Restroom> {
  // The course lock orders it with reports of the same course, so "a later confirmation" is exact.
  const row = await lockVisibleRestroom(tx, restroomId);
  const account = await requireAccount(tx, user.id);
  const byOwner = await canModerate(tx, user, row.courseId);
  const last = await lastConfirmationBy(tx, row.id, user.id);
  if (!last || now.getTime() - last.getTime() >= CONFIRMATION_REPEAT_MS) {
    await insertConfirmation(tx, { restroomId: row.id, userId: user.id, byOwner, createdAt: now });
  }
  const confirmer = { id: user.id, verified: account.emailVerifiedAt !== null, byOwner };
  if (await clearsReports(tx, row.id, confirmer, now)) {
    await resolveReports(
      tx,
      { restroomId: row.id, except: ['gone'] },
      { resolution: 'confirmed', resolvedBy: user.id, now },
    );
  }
  return presentOne(tx, await markConfirmed(tx, row.id, now, byOwner), now);
}
