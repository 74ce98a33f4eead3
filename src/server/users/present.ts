/**
 * A user row as the API shows it (docs/product.md §3: _id, email, role, firstName, lastName; nothing else).
 */
import { isLanguage } from '../../shared/languages';
import type { User } from '../../shared/schemas';
import type { AuthUser } from '../auth/tokens';
import type { UserRow } from './queries';

/** Accepts any row with the five public columns (a full users row, or a join's projection). */
export type PublicUserColumns = Pick<UserRow, 'id' | 'email' | 'role' | 'firstName' | 'lastName'>;

export function presentUser(row: PublicUserColumns): User {
  return {
    _id: row.id,
    email: row.email,
    role: row.role as User['role'],
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

/**
 * The signed-in person's own account (profile, sign-in answers): the spec's five fields plus
 * whether the email is verified and a password is set, which their own screens need, and the
 * language they chose (the device adopts it at sign-in).
 */
export function presentOwnAccount(row: UserRow): User {
  return {
    ...presentUser(row),
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** Who a new access token speaks for, at the account's current token generation. */
export function authUserOf(row: PublicUserColumns & Pick<UserRow, 'tokenGeneration'>): AuthUser {
  return { id: row.id, email: row.email, role: row.role as User['role'], generation: row.tokenGeneration };
}
