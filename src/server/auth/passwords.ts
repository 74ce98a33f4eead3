/**
 * Password hashing: argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes, 1 lane: the OWASP
 * baseline, about 23 ms a hash here). The PHC string stores its own parameters and salt, so the
 * defaults can be raised later without breaking existing hashes.
 *
 * At most ARGON2_AT_ONCE hashes run at a time, the rest wait their turn: each takes a core for its
 * 23 ms, and eight sign-ins at once (right passwords, which no failure limit slows) pushed a cheap
 * read beside them from 16 to 133 ms (issue 36). Half the cores leaves the other half to the reads.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

export const ARGON2_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
let running = 0;

/** How many hashes run now (for the test that holds the limit). */
export const argon2Running = () => running;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= ARGON2_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line, or is given back.
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  // argon2id is the library's default algorithm (its enum is a `const enum`, unusable here).
  return inTurn(() => hash(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
