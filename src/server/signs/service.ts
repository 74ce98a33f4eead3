/**
 * Door signs (docs/product.md §12): an owner of the course (or an admin) makes a restroom's sign and
 * may replace its code, which retires the printed ones; the sign's page (/r/:code) reads the
 * restroom through the code, and a report sent with it needs no account (reports/service.ts).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  readSignCode,
  SIGN_REPORT_KINDS,
  SIGN_SECRET_BYTES,
  SIGN_TEXTS,
  signCodeOf,
} from '../../shared/door-signs';
import type { OwnerSign, SignLookup } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { Executor } from '../db/client';
import { ApiError } from '../http/envelope';
import { canModerate, requireVisibleRestroom } from '../restrooms/service';
import { findCourseName, findSign, upsertSign, type SignRestroom, type SignRow } from './queries';

const NOT_YOUR_SIGN = 'You can only make door signs for your own courses';
const RETIRED = `${SIGN_TEXTS.retired}: its code was replaced. You can still report from the course page.`;

/** The path of a sign's page, under the deployment's public address. */
const signPath = (code: string) => `/r/${code}`;

/** Equal secrets, compared in constant time (both are 32 hex digits when they come here). */
function sameSecret(given: string, kept: string): boolean {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(kept, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const restroomEntries = async (db: Executor, row: SignRestroom) => ({
  restroomId: row.id,
  restroomName: row.name,
  locationType: row.locationType as SignLookup['locationType'],
  holeNumber: row.holeNumber,
  courseId: row.courseId,
  courseName: await findCourseName(db, row.courseId),
});

/**
 * The listed restroom a code names, when the code is its sign's current one; otherwise (another
 * restroom's code, no sign, or a code that was replaced) the sign is retired: 404 to the page's
 * read, 403 to a report (the restroom exists; the code gives no right to report it).
 */
export async function requireSignRestroom(
  db: Executor,
  code: string,
  report?: { restroomId: string },
): Promise<SignRestroom> {
  const read = readSignCode(code);
  const retired = () => new ApiError(report ? 403 : 404, 'sign_retired', RETIRED);
  if (!read || (report && read.restroomId !== report.restroomId)) throw retired();
  const sign = await findSign(db, read.restroomId);
  if (!sign || !sameSecret(read.secretHex, sign.secret)) throw retired();
  return requireVisibleRestroom(db, read.restroomId);
}

export async function lookUpSign(db: Executor, code: string): Promise<SignLookup> {
  const row = await requireSignRestroom(db, code);
  return { ...(await restroomEntries(db, row)), kinds: [...SIGN_REPORT_KINDS] };
}

async function requireOwnRestroom(db: Executor, user: AuthUser, restroomId: string): Promise<SignRestroom> {
  const row = await requireVisibleRestroom(db, restroomId);
  if (!(await canModerate(db, user, row.courseId))) throw new ApiError(403, 'not_your_course', NOT_YOUR_SIGN);
  return row;
}

async function presentSign(
  db: Executor,
  row: SignRestroom,
  sign: SignRow | undefined,
  publicUrl: string,
): Promise<OwnerSign> {
  const code = sign ? signCodeOf(row.id, sign.secret) : null;
  return {
    ...(await restroomEntries(db, row)),
    code,
    url: code ? new URL(signPath(code), publicUrl).toString() : null,
    issuedAt: sign?.issuedAt.toISOString() ?? null,
  };
}

export async function getOwnerSign(
  db: Executor,
  user: AuthUser,
  restroomId: string,
  publicUrl: string,
): Promise<OwnerSign> {
  const row = await requireOwnRestroom(db, user, restroomId);
  return presentSign(db, row, await findSign(db, row.id), publicUrl);
}

/** Makes the restroom's sign, or replaces its code: signs printed before stop working at once. */
export async function rotateSign(
  db: Executor,
  user: AuthUser,
  restroomId: string,
  now: Date,
  publicUrl: string,
): Promise<OwnerSign> {
  const row = await requireOwnRestroom(db, user, restroomId);
  const secret = randomBytes(SIGN_SECRET_BYTES).toString('hex');
  const sign = await upsertSign(db, { restroomId: row.id, secret, issuedAt: now, issuedBy: user.id });
  return presentSign(db, row, sign, publicUrl);
}
