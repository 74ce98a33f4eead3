/**
 * Password hashing: argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes, 1 lane: the OWASP
 * baseline, about 23 ms a hash here). The PHC string stores its own parameters and salt, so the
 * defaults can be raised later without breaking existing hashes.
 */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  // argon2id is the library's default algorithm (its enum is a `const enum`, unusable here).
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
