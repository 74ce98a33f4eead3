/**
 * A Web Push service on loopback for the tests (docs/product.md §12): HTTPS with a certificate made
 * for 127.0.0.1 at start (openssl), keeping every message it receives; a path listed in `gone`
 * answers 410, as a push service does for a lapsed subscription. `agent` trusts its certificate.
 * Decrypting is the device's part: `decrypt` undoes aes128gcm (RFC 8291) with the keys a test made
 * for its subscription, through http_ece, the library web-push encrypts with.
 */
import { spawnSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PushedMessage {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushService {
  origin: string;
  agent: Agent;
  messages: PushedMessage[];
  /** Paths that answer 410 Gone. */
  gone: Set<string>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fairway-push-service-'));
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr.toString()}`);
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  const key = readFileSync(path.join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  const messages: PushedMessage[] = [];
  const gone = new Set<string>();
  const server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      if (gone.has(url)) {
        res.writeHead(410).end('subscription expired');
        return;
      }
      messages.push({ path: url, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201, { location: `${url}/message/${messages.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    origin: `https://127.0.0.1:${port}`,
    agent,
    messages,
    gone,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A device's push keys, as a browser makes them for a subscription. */
export function deviceKeys(): { ecdh: ECDH; p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

/** What the device reads from a message: the payload decrypted with its keys. */
export const decrypt = (message: PushedMessage, device: { ecdh: ECDH; auth: string }): string =>
  ece
    .decrypt(message.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth })
    .toString('utf8');
