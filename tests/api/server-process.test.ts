/**
 * The real process, as `npm start` runs it (node --import tsx src/server/main.ts): starts on an
 * empty data directory (fresh PGlite, migrations, seeds), answers health, and exits 0 on SIGTERM
 * after closing the database. How it is spawned, and why that way: helpers/server-process.ts.
 *
 * Then Ctrl-C in a terminal, for real: `npm start` in a process group of its own, the whole group
 * gets one SIGINT (as a terminal sends it to its foreground job; npm relays it to node as well),
 * and the README's recipe carries on at once with `npm run backup`, which refuses a directory
 * left looking in use. A second signal a while later stops waiting for a request still running,
 * yet closes the database all the same.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitOf,
  freePort,
  killIfRunning,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';

/** Runs an npm script as a terminal would, in a process group of its own (so -pid signals it all). */
function npmRun(args: string[], env: Record<string, string>) {
  const child = spawn('npm', args, {
    detached: true,
    env: { ...process.env, npm_config_update_notifier: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { child, closed, output: () => output };
}

/**
 * One raw HTTP/1.1 connection that sends its requests one after another, as a load balancer reuses
 * its pooled connection to a process. `get` answers the response's text, or fails when the server
 * has closed the connection.
 */
function keepAliveConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffer = '';
  let waiting: ((response: string) => void) | undefined;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    const headEnd = buffer.indexOf('\r\n\r\n');
    if (headEnd < 0 || !waiting) return;
    const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, headEnd))?.[1] ?? 0);
    if (buffer.length < headEnd + 4 + length) return;
    const response = buffer.slice(0, headEnd + 4 + length);
    buffer = buffer.slice(headEnd + 4 + length);
    const answer = waiting;
    waiting = undefined;
    answer(response);
  });
  return {
    closed,
    end: () => socket.destroy(),
    get: (path: string) =>
      Promise.race([
        new Promise<string>((resolve) => {
          waiting = resolve;
          socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
        }),
        closed.then(() => {
          throw new Error('the server closed the connection');
        }),
      ]),
  };
}

describe('server process', () => {
  let work: string;
  let dataDir: string;
  let server: ServerProcess | undefined;
  let npmGroup: number | undefined;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'fairway-process-'));
    dataDir = path.join(work, 'data');
  });
  afterAll(async () => {
    await killIfRunning(server);
    if (npmGroup) {
      try {
        process.kill(-npmGroup, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await rm(work, { recursive: true, force: true });
  });

  it(
    'starts on an empty data directory, answers health and exits 0 on SIGTERM',
    { timeout: 90_000 },
    async () => {
      // The generated development secret and the demo seed, as `npm start` does on a first run.
      server = await startServer({ dataDir }, { env: { JWT_SECRET: '', NODE_ENV: 'development' } });
      const res = await fetch(`${server.origin}/api/health`);
      expect(await res.json()).toMatchObject({
        success: true,
        data: { database: { kind: 'pglite', reachable: true } },
      });
      expect(server.output()).toContain('golfer@demo.fairwayrelief.test');

      // A connection idle for longer than Node's default 5 s is still there for the next request
      // (HTTP_KEEP_ALIVE_SECONDS, 65 by default): a proxy reusing it would otherwise answer 502.
      const pooled = keepAliveConnection(server.port);
      expect(await pooled.get('/api/health/live')).toMatch(/^HTTP\/1\.1 200[^]*keep-alive: timeout=65/i);
      await sleep(6_000);
      expect(await pooled.get('/api/health/live')).toMatch(/^HTTP\/1\.1 200/);

      // The idle connection does not hold up the stop.
      const signalledAt = Date.now();
      expect(await server.stop(), server.output()).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(server.output()).toContain('"msg":"stopped"');
    },
  );

  it('closes an idle keep-alive connection after HTTP_KEEP_ALIVE_SECONDS', { timeout: 90_000 }, async () => {
    server = await startServer({ dataDir }, { env: { HTTP_KEEP_ALIVE_SECONDS: '1' } });
    const pooled = keepAliveConnection(server.port);
    expect(await pooled.get('/api/health/live')).toMatch(/^HTTP\/1\.1 200[^]*keep-alive: timeout=1\r\n/i);
    const idleFrom = Date.now();
    await pooled.closed;
    expect(Date.now() - idleFrom).toBeLessThan(4_000);
    expect(await server.stop(), server.output()).toBe(0);
  });

  it(
    'one Ctrl-C on `npm start` stops it cleanly, and `npm run backup` works at once',
    { timeout: 90_000 },
    async () => {
      // A client build in place, so `prestart` has nothing to build.
      const staticDir = path.join(work, 'dist');
      await mkdir(staticDir, { recursive: true });
      await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>test</title>');
      const port = await freePort();
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        STATIC_DIR: staticDir,
        SEED_DEMO: '',
        // As on a developer's machine: the secret generated into DATA_DIR, none in the environment.
        JWT_SECRET: '',
      };
      const started = npmRun(['start'], env);
      npmGroup = started.child.pid;
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, started.child, 60_000).catch(
        (error: Error) => {
          throw new Error(`${error.message}\n${started.output()}`);
        },
      );

      process.kill(-npmGroup!, 'SIGINT');
      const code = await started.closed;
      npmGroup = undefined;
      expect({ code, output: started.output() }).toMatchObject({ code: 0 });
      expect(started.output()).toContain('"msg":"stopped"');
      expect(started.output()).not.toContain('"level":50');
      expect(existsSync(path.join(dataDir, 'postmaster.pid')), 'PGlite left its lock behind').toBe(false);

      const file = path.join(work, 'after-ctrl-c.tar.gz');
      const backup = npmRun(['run', 'backup', '--', file], { ...env, LOG_LEVEL: 'silent' });
      expect(await backup.closed, backup.output()).toBe(0);
      expect(existsSync(file)).toBe(true);
    },
  );

  it(
    'a second signal later stops waiting for requests and still closes the database',
    { timeout: 90_000 },
    async () => {
      server = await startServer({ dataDir });
      // A request whose body never comes: its connection stays busy, so the stop would wait 10 s.
      const held = request(`${server.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '100' },
      });
      held.on('error', () => {});
      held.write('{');
      await sleep(300);
      const exited = exitOf(server.child);
      const signalledAt = Date.now();
      server.child.kill('SIGINT');
      await sleep(1_500);
      expect(server.child.exitCode, 'still waiting for the held request').toBeNull();
      server.child.kill('SIGINT');
      expect(await exited, server.output()).toBe(1);
      expect(Date.now() - signalledAt).toBeLessThan(8_000);
      expect(server.output()).toContain('second signal');
      expect(existsSync(path.join(dataDir, 'postmaster.pid')), 'PGlite left its lock behind').toBe(false);
      held.destroy();
    },
  );
});
