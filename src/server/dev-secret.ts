/**
 * The signing secret of a development server without JWT_SECRET (config.ts): generated once and
 * kept in DATA_DIR, so restarts keep sessions.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MIN_SECRET_LENGTH = 32;

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
