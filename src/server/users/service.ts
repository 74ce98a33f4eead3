import type { Contribution, ProfileUpdate, User, UserReview, UserStats } from '../../shared/schemas';
import type { Executor } from '../db/client';
import { ACCOUNT_GONE_MESSAGE } from '../auth/guards';
import { ApiError } from '../http/envelope';
import { presentRestrooms } from '../restrooms/extras';
import { presentReview } from '../reviews/present';
import { presentOwnAccount } from './present';
import {
  countUserStats,
  findUserById,
  listUserReviews,
  listUserSubmissions,
  setUserLanguage,
  type UserRow,
} from './queries';

/**
 * The signed-in user's own record. A valid token for a deleted account is a 401, not a 404: the
 * client then signs out (docs/product.md §4: a failed profile load clears the session).
 */
export async function getProfile(db: Executor, userId: string): Promise<User> {
  return presentOwnAccount(await requireAccount(db, userId));
}

/** The account's own settings (issue 39: its language), answered as the profile. */
export async function updateProfile(db: Executor, userId: string, update: ProfileUpdate): Promise<User> {
  const row = await setUserLanguage(db, userId, update.language);
  if (!row) throw new ApiError(401, 'account_gone', ACCOUNT_GONE_MESSAGE);
  return presentOwnAccount(row);
}

/**
 * The account behind a verified token. Writes that store the user's id call it first: a token
 * outlives a deleted account by up to its TTL, and the foreign key would otherwise fail as a 500.
 */
export async function requireAccount(db: Executor, userId: string): Promise<UserRow> {
  const row = await findUserById(db, userId);
  if (!row) throw new ApiError(401, 'account_gone', ACCOUNT_GONE_MESSAGE);
  return row;
}

/**
 * The account behind a verified token, which must have proven its email address: only such accounts
 * report a restroom or answer a course's questions (docs/product.md §13), so a fresh throwaway
 * account cannot make a restroom look unusable or settle a fact.
 */
export async function requireVerifiedAccount(
  db: Executor,
  userId: string,
  message: string,
): Promise<UserRow> {
  const row = await requireAccount(db, userId);
  if (row.emailVerifiedAt === null) throw new ApiError(403, 'email_not_verified', message);
  return row;
}

/** Dashboard cards (docs/product.md §2): totalReviews, averageRating, restroomsAdded, helpfulVotes. */
export async function getUserStats(db: Executor, userId: string): Promise<UserStats> {
  return countUserStats(db, userId);
}

export async function getUserReviews(db: Executor, userId: string): Promise<UserReview[]> {
  return (await listUserReviews(db, userId)).map((row) => ({
    ...presentReview(row),
    restroomName: row.restroomName,
    courseName: row.courseName,
    courseId: row.courseId,
  }));
}

/**
 * The Contributions tab: the user's own submissions with their status; a rejected one keeps its
 * reason here (docs/decisions.md §3) although every listing hides it.
 */
export async function getUserContributions(db: Executor, userId: string, now: Date): Promise<Contribution[]> {
  return presentRestrooms(db, await listUserSubmissions(db, userId), now, (restroom, row) => ({
    ...restroom,
    courseName: row.courseName,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  }));
}
