/**
 * The access token check in the server's thread (src/server/auth/hs256.ts) answers as jose's
 * jwtVerify with the options tokens.ts used to give it: each token below, ours and forged ones,
 * is accepted by both or refused by both, at the same moment. A `crit` header is refused even
 * where jose would take it (b64 only), the one place the check is stricter.
 */
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hs256Key, verifyHs256 } from '../../../src/server/auth/hs256';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const OTHER = 'another-secret-that-is-long-enough-for-hs256';
const NOW = 1_800_000_000;
const key = new TextEncoder().encode(SECRET);

const part = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A compact JWS of `header` and `payload` (JSON, or raw text), HMAC-SHA256 signed with `secret`. */
function forge(header: unknown, payload: unknown, secret = SECRET): string {
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const claims = { userId: 'u1', sub: 'u1', iat: NOW - 10, exp: NOW + 900 };
const hs256 = { alg: 'HS256', typ: 'JWT' };

async function joseAccepts(token: string, now: number): Promise<boolean> {
  try {
    await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now * 1000),
    });
    return true;
  } catch {
    return false;
  }
}

describe('verifyHs256', () => {
  it('accepts and refuses every token as jose does', async () => {
    const signed = await new SignJWT({ userId: 'u1' })
      .setProtectedHeader(hs256)
      .setSubject('u1')
      .setIssuedAt(NOW - 10)
      .setExpirationTime(NOW + 900)
      .sign(key);
    const [h, p] = signed.split('.') as [string, string, string];
    const hs512 = await new SignJWT({ userId: 'u1' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('u1')
      .setExpirationTime(NOW + 900)
      .sign(key);
    const cases: [string, string, number, boolean][] = [
      ['signed by jose', signed, NOW, true],
      ['forged here the same way', forge(hs256, claims), NOW, true],
      ['the last second before exp', forge(hs256, claims), NOW + 899, true],
      ['at exp', forge(hs256, claims), NOW + 900, false],
      ['before nbf', forge(hs256, { ...claims, nbf: NOW + 5 }), NOW, false],
      ['at nbf', forge(hs256, { ...claims, nbf: NOW }), NOW, true],
      ['another key', forge(hs256, claims, OTHER), NOW, false],
      ['a tampered payload', `${h}.${part({ ...claims, userId: 'u2' })}.${signed.split('.')[2]}`, NOW, false],
      ['alg none', `${part({ alg: 'none' })}.${p}.`, NOW, false],
      ['alg none, signed', forge({ alg: 'none' }, claims), NOW, false],
      ['HS512 with the same secret', hs512, NOW, false],
      ['no alg', forge({ typ: 'JWT' }, claims), NOW, false],
      ['no exp', forge(hs256, { ...claims, exp: undefined }), NOW, false],
      ['no sub', forge(hs256, { ...claims, sub: undefined }), NOW, false],
      ['exp as text', forge(hs256, { ...claims, exp: String(NOW + 900) }), NOW, false],
      ['exp null', forge(hs256, { ...claims, exp: null }), NOW, false],
      ['iat as text', forge(hs256, { ...claims, iat: 'yesterday' }), NOW, false],
      ['nbf as text', forge(hs256, { ...claims, nbf: '0' }), NOW, false],
      ['a payload that is an array', forge(hs256, [claims]), NOW, false],
      ['a payload that is not JSON', forge(hs256, '{"sub":'), NOW, false],
      ['a header that is not JSON', forge('{alg', claims), NOW, false],
      ['a header that is an array', forge([hs256], claims), NOW, false],
      ['a crit header', forge({ ...hs256, crit: ['exp'] }, claims), NOW, false],
      ['four parts', `${forge(hs256, claims)}.x`, NOW, false],
      ['two parts', `${part(hs256)}.${part(claims)}`, NOW, false],
    ];
    for (const [what, token, now, accepted] of cases) {
      expect(await joseAccepts(token, now), `jose: ${what}`).toBe(accepted);
      expect(verifyHs256(token, hs256Key(SECRET), now) !== undefined, what).toBe(accepted);
    }
  });

  it('refuses a payload of invalid UTF-8, as jose does', async () => {
    const header = part(hs256);
    const bytes = Buffer.concat([
      Buffer.from('{"sub":"u1","exp":1900000000,"x":"'),
      Buffer.from([0xff]),
      Buffer.from('"}'),
    ]);
    const input = `${header}.${bytes.toString('base64url')}`;
    const token = `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
    expect(await joseAccepts(token, NOW)).toBe(false);
    expect(verifyHs256(token, hs256Key(SECRET), NOW)).toBeUndefined();
  });

  it('refuses a crit of b64, which jose takes: no token of ours carries one', async () => {
    const token = forge({ ...hs256, b64: true, crit: ['b64'] }, claims);
    expect(await joseAccepts(token, NOW)).toBe(true);
    expect(verifyHs256(token, hs256Key(SECRET), NOW)).toBeUndefined();
  });
});
