/**
 * Verified access tokens kept in memory (src/server/auth/tokens.ts): a token checked once is not
 * checked (its HMAC computed, auth/hs256.ts) again while it is valid, it is refused from the moment it expires as an
 * unkept one is, and the memory is bounded. The refusals of bad tokens are held by
 * tests/api/auth-sessions.test.ts through the API.
 */
import { Hmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens, VERIFIED_TOKENS_KEPT, type AuthUser } from '../../../src/server/auth/tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const golfer: AuthUser = {
  id: '5f0c3a9e-8d1b-4c2a-9e7f-1a2b3c4d5e6f',
  email: 'golfer@example.test',
  role: 'regular',
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('access tokens', () => {
  it('checks a token once, then answers it from memory', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const token = await tokens.sign(golfer);
    const checks = vi.spyOn(Hmac.prototype, 'digest');
    const first = await tokens.verify(token);
    const second = await tokens.verify(token);
    expect(first).toMatchObject(golfer);
    expect(second).toEqual(first);
    expect(checks).toHaveBeenCalledTimes(1);
    // A copy each time: a caller changing its user changes nobody else's.
    second!.role = 'admin';
    expect(await tokens.verify(token)).toMatchObject({ role: 'regular' });
  });

  it('refuses a kept token from the second it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign(golfer);
    expect(await tokens.verify(token)).toMatchObject(golfer);
    vi.setSystemTime(new Date('2026-11-28T10:00:59.900Z'));
    expect(await tokens.verify(token)).toMatchObject(golfer);
    vi.setSystemTime(new Date('2026-11-28T10:01:00Z'));
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('keeps one entry per token however its base64url is spelt (issue 36)', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const token = await tokens.sign(golfer);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // The signature's 32 bytes leave 2 bits of its last character unused: 4 spellings decode alike.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    const spellings = [
      token,
      `${token}=`,
      `${header}.${payload}.${signature.slice(0, -1)}${sibling}`,
      `${header}=.${payload}.${signature}`,
    ];
    const checks = vi.spyOn(Hmac.prototype, 'digest');
    for (const spelling of spellings) expect(await tokens.verify(spelling), spelling).toMatchObject(golfer);
    expect(checks).toHaveBeenCalledTimes(1);
    expect(await tokens.verify(`${token}.`)).toBeUndefined();
    expect(await tokens.verify(`${header}.${payload}.${signature}!`)).toBeUndefined();
  });

  it(
    'keeps at most VERIFIED_TOKENS_KEPT tokens: a cycle over more keeps finding the kept ones, expired ones make room',
    { timeout: 60_000 },
    // Thousands of signatures (jose, WebCrypto): about a second on a quiet host, past 5 s on a loaded one.
    async () => {
      vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
      const tokens = createAccessTokens(SECRET, 900);
      const signed = await Promise.all(
        Array.from({ length: VERIFIED_TOKENS_KEPT + 7 }, (_, i) =>
          tokens.sign({ ...golfer, email: `golfer${i}@example.test` }),
        ),
      );
      for (const token of signed) await tokens.verify(token);
      const checks = vi.spyOn(Hmac.prototype, 'digest');
      // A second round (the API bench's posters cycle so): only the 7 that did not fit are checked.
      for (const [i, token] of signed.entries())
        expect(await tokens.verify(token)).toMatchObject({ email: `golfer${i}@example.test` });
      expect(checks).toHaveBeenCalledTimes(7);
      // Once the kept ones have expired, a new token is kept in their place.
      vi.setSystemTime(new Date('2026-11-28T10:15:00Z'));
      const fresh = await tokens.sign({ ...golfer, email: 'fresh@example.test' });
      await tokens.verify(fresh);
      await tokens.verify(fresh);
      expect(checks).toHaveBeenCalledTimes(8);
      expect(await tokens.verify(signed[0]!)).toBeUndefined();
    },
  );
});
