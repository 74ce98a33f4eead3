/** A user row as the API shows it (spec §3: _id, email, role, firstName, lastName; nothing else). */
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

export function authUserOf(row: PublicUserColumns): AuthUser {
  return { id: row.id, email: row.email, role: row.role as User['role'] };
}
