/**
 * The signing secret of a development server without JWT_SECRET (config.ts): generated once and
 * kept in DATA_DIR, so restarts keep sessions.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MIN_SECRET_LENGTH = 32;

/**
 * Below this, the characters of a secret are too few or too repetitive to be random: an estimate
 * from how often each character occurs (Shannon), which 32 random hex characters (128 bits)
 * always pass (their lowest estimate in 200,000 draws: 90 bits) and "aaaa…" (0) never does.
 */
const MIN_ESTIMATED_BITS = 80;

function estimatedBits(secret: string): number {
  const counts = new Map<string, number>();
  const chars = [...secret];
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= count * Math.log2(count / chars.length);
  return bits;
}

/** A short text repeated ("passwordpassword…") or a run ("abcdef…", "123456…"). */
function patterned(secret: string): boolean {
  for (let period = 1; period <= secret.length / 2; period++) {
    if (
      secret ===
      secret
        .slice(0, period)
        .repeat(Math.ceil(secret.length / period))
        .slice(0, secret.length)
    ) {
      return true;
    }
  }
  let steps = 0;
  for (let i = 1; i < secret.length; i++) {
    if (Math.abs(secret.charCodeAt(i) - secret.charCodeAt(i - 1)) === 1) steps++;
  }
  return steps >= (secret.length - 1) / 2;
}

/** Whether a configured signing secret is too guessable to sign tokens with (config.ts refuses it). */
export const isWeakSecret = (secret: string) =>
  estimatedBits(secret) < MIN_ESTIMATED_BITS || patterned(secret);

/** Outside production, a secret generated once and kept in DATA_DIR so restarts keep sessions. */
export function persistedDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
