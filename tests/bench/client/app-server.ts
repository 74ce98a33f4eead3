/**
 * The built app (dist/) served by the real server process, on an empty embedded database that
 * seeds its demo content (8 North Carolina courses, demo accounts), on a port of the benchmark's
 * own (the e2e runs use 4317/4318).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../api/helpers/server-process';

export const CLIENT_BENCH_PORT = Number(process.env.CLIENT_BENCH_PORT ?? '') || 4417;
/**
 * Access tokens live 90 s here instead of 15 min, so the revisit measurement (the only one that
 * signs in) sees a golfer's token expire between visits without waiting a quarter of an hour. The
 * golfer's three live-token phases are six visits of about 7 s each (every tab dwells past the
 * app's settle delay): 60 s left them no margin once the visits grew slower.
 */
export const BENCH_ACCESS_TOKEN_TTL_SECONDS = 90;
/**
 * The public reads' max-age here (30 s in production): the revisit measurement waits it out to see
 * a revisit after it, and half the wait is half a minute less of CI.
 */
export const BENCH_PUBLIC_MAX_AGE_SECONDS = 15;
export const DIST_DIR = path.resolve('dist');

export interface AppServer {
  origin: string;
  /** A course of the demo seed, for /course/:id. */
  courseId: string;
  stop(): Promise<void>;
}

export async function startAppServer(): Promise<AppServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fairway-bench-client-'));
  const server = await startServer(
    { dataDir },
    {
      port: CLIENT_BENCH_PORT,
      timeoutMs: 120_000,
      env: {
        STATIC_DIR: DIST_DIR,
        // Not NODE_ENV=production: a production start never seeds the demo (its password is public).
        // Said outright: `vite build`, run in this process just before, sets NODE_ENV=production in
        // process.env, which the server would otherwise inherit.
        NODE_ENV: 'development',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${CLIENT_BENCH_PORT}`,
        ACCESS_TOKEN_TTL_SECONDS: String(BENCH_ACCESS_TOKEN_TTL_SECONDS),
        PUBLIC_CACHE_MAX_AGE_SECONDS: String(BENCH_PUBLIC_MAX_AGE_SECONDS),
      },
    },
  );
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const res = await fetch(`${server.origin}/api/courses?limit=1`);
    const body = (await res.json()) as { data: { courses: { _id: string }[] } };
    const courseId = body.data.courses[0]?._id;
    if (!courseId) throw new Error('the demo seed has no course to open');
    await waitForCompressedCopies(server.origin);
    return { origin: server.origin, courseId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The server compresses the build in the background after it starts; asking for every file once in
 * each coding waits for that, so no measured page load includes the one-off work.
 */
async function waitForCompressedCopies(origin: string): Promise<void> {
  const files = await readdir(DIST_DIR, { recursive: true });
  const wanted = files.filter((f) => /\.(?:html|js|mjs|css|webmanifest|svg)$/.test(f));
  for (const file of wanted) {
    for (const coding of ['br', 'gzip']) {
      const res = await fetch(`${origin}/${file.split(path.sep).join('/')}`, {
        headers: { 'Accept-Encoding': coding },
      });
      await res.arrayBuffer();
    }
  }
}
