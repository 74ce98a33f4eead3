/**
 * The VAPID keys that sign the owners' Web Push messages (docs/product.md §12): from
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT in production; outside it, generated once
 * and kept in DATA_DIR like the development secret (dev-secret.ts), so restarts keep the devices'
 * subscriptions. Production without them has no push (e-mail still goes).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for push services: a mailto: address or an https URL (Apple refuses others). */
  subject: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const bytesOf = (key: string) => (BASE64URL.test(key) ? Buffer.from(key, 'base64url').length : 0);

/** Whether Apple's push service (and the web-push package) accept it as a VAPID subject. */
function isVapidSubject(subject: string): boolean {
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(subject)) return true;
  if (!URL.canParse(subject)) return false;
  const url = new URL(subject);
  return url.protocol === 'https:' && url.hostname !== 'localhost' && !url.username;
}

function generated(dataDir: string): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/** The keys, undefined for production without them, or the problems (config.ts reports them). */
export function vapidKeys(
  variables: {
    VAPID_PUBLIC_KEY?: string | undefined;
    VAPID_PRIVATE_KEY?: string | undefined;
    VAPID_SUBJECT?: string | undefined;
  },
  context: { production: boolean; dataDir: string; publicUrl: string },
): VapidKeys | undefined | string[] {
  const env = {
    publicKey: variables.VAPID_PUBLIC_KEY,
    privateKey: variables.VAPID_PRIVATE_KEY,
    subject: variables.VAPID_SUBJECT,
  };
  const problems: string[] = [];
  if (Boolean(env.publicKey) !== Boolean(env.privateKey))
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both to enable Web Push, or neither');
  if (env.publicKey && bytesOf(env.publicKey) !== 65)
    problems.push('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url (87 characters)');
  if (env.privateKey && bytesOf(env.privateKey) !== 32)
    problems.push('VAPID_PRIVATE_KEY must be a P-256 private key, base64url (43 characters)');
  if (env.subject && !isVapidSubject(env.subject))
    problems.push('VAPID_SUBJECT must be a mailto: address or an https URL, e.g. mailto:ops@example.com');
  if (context.production && env.publicKey && !env.subject)
    problems.push(
      'VAPID_SUBJECT: required with the VAPID keys when NODE_ENV=production (mailto: or https URL)',
    );
  if (problems.length > 0) return problems;
  if (!env.publicKey || !env.privateKey) {
    if (context.production) return undefined;
  }
  const host = new URL(context.publicUrl).hostname;
  // Outside production a placeholder the push services accept in form; production names its own.
  const subject = env.subject ?? `mailto:push@${host.includes('.') ? host : `${host}.invalid`}`;
  if (env.publicKey && env.privateKey)
    return { publicKey: env.publicKey, privateKey: env.privateKey, subject };
  // Generated when first used, not when the configuration is read: the command-line tools read it
  // too, and `npm run restore` wants an empty DATA_DIR.
  let kept: Pick<VapidKeys, 'publicKey' | 'privateKey'> | undefined;
  const keys = () => (kept ??= generated(context.dataDir));
  return {
    get publicKey() {
      return keys().publicKey;
    },
    get privateKey() {
      return keys().privateKey;
    },
    subject,
  };
}
