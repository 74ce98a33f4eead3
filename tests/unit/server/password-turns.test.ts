/**
 * Argon2 takes its turn (src/server/auth/passwords.ts, issue 36): however many sign-ins arrive at
 * once, at most ARGON2_AT_ONCE hashes run, so the other cores stay with the reads; every one of
 * them is still answered, right or wrong.
 */
import { describe, expect, it } from 'vitest';
import {
  ARGON2_AT_ONCE,
  argon2Running,
  hashPassword,
  verifyPassword,
} from '../../../src/server/auth/passwords';

describe('argon2 turns', () => {
  it(
    'runs at most ARGON2_AT_ONCE hashes at a time and answers all of them',
    { timeout: 60_000 },
    async () => {
      const stored = await hashPassword('a passphrase for turns');
      let most = 0;
      let settled = false;
      const watch = (async () => {
        while (!settled) {
          most = Math.max(most, argon2Running());
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const answers = await Promise.all(
        Array.from({ length: ARGON2_AT_ONCE * 3 + 2 }, (_, i) =>
          verifyPassword(stored, i % 2 ? 'a passphrase for turns' : 'wrong'),
        ),
      );
      settled = true;
      await watch;
      expect(most).toBe(ARGON2_AT_ONCE);
      expect(answers.filter(Boolean)).toHaveLength(Math.floor((ARGON2_AT_ONCE * 3 + 2) / 2));
      expect(argon2Running()).toBe(0);
    },
  );
});
