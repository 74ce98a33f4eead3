/**
 * The process: read config, open the database, migrate, seed, listen; stop cleanly on SIGTERM or
 * SIGINT (stop accepting, let open connections and every running handler finish, close the
 * database, exit 0; docs/architecture.md, crash safety).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { createAfterAnswer, type AfterAnswer } from './http/after-answer';
import { createInFlight, type InFlight } from './http/in-flight';
import { logReplicaEvents } from './http/read-routing';
import { migrateDatabase } from './db/migrate';
import { DEMO_PASSWORD, presentDemoAccounts, seedDemo } from './seed/demo';
import { DEMO_SIGN_IN_DISABLED_MESSAGE, disableDemoSignIn } from './seed/demo-removal';
import { seedLegalDocuments } from './seed/legal';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { createPushSender } from './notifications/push';
import { createNotifier, type Notifier } from './notifications/worker';

const SHUTDOWN_GRACE_MS = 10_000;
/** Signals this close to the first are that one relayed (see shutdownOnSignals). */
const REPEATED_SIGNAL_MS = 1_000;
/** After the grace, how long closing the database may take before the process exits regardless. */
const DATABASE_CLOSE_MS = 5_000;

function readConfig(): Config {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function prepareDatabase(config: Config, logger: Logger): Promise<DbHandle> {
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
    {
      readUrls: config.databaseReadUrls,
      pools: config.databasePools,
      replicas: { onState: logReplicaEvents(logger) },
    },
  );
  await migrateDatabase(handle);
  if (config.nodeEnv === 'production') {
    const demo = await disableDemoSignIn(handle.db);
    if (demo.length > 0) logger.warn({ accounts: demo }, DEMO_SIGN_IN_DISABLED_MESSAGE(demo));
  }
  const legal = await seedLegalDocuments(handle.db);
  const demo = config.seedDemo ? await seedDemo(handle.db) : false;
  logger.info(
    {
      database: handle.kind,
      ...(handle.kind === 'pglite' ? { dataDir: config.dataDir } : {}),
      readReplicas: config.databaseReadUrls.length,
      legal,
      demo,
    },
    'database ready',
  );
  return handle;
}

async function printDemoSignIns(handle: DbHandle): Promise<void> {
  const accounts = await presentDemoAccounts(handle.db);
  if (accounts.length === 0) return;
  const lines = [
    'Demo sign-ins (sample data; password for all: ' + DEMO_PASSWORD + ')',
    '',
    ...accounts.map((a) => `${a.role.padEnd(13)} ${a.email}`),
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  process.stdout.write(
    [`┌${bar}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${bar}┘`, ''].join('\n'),
  );
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  let handle: DbHandle;
  try {
    handle = await prepareDatabase(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'could not prepare the database');
    process.exit(1);
  }

  const mailer = createMailer(config, logger);
  // Every process delivers; the queue's row locks keep two from sending one notification.
  const notifier = createNotifier({
    db: handle.db,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    ...(config.vapid ? { push: createPushSender(config.vapid, { hosts: config.pushServiceHosts }) } : {}),
  });
  if (!config.vapid)
    logger.warn('no VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY): owners get no Web Push');
  notifier.start();
  const afterAnswer = createAfterAnswer();
  const app = createApp({ db: handle, config, logger, mailer, afterAnswer, notify: () => notifier.nudge() });
  const inFlight = createInFlight();
  const server = serve(
    {
      fetch: inFlight.wrap(app.fetch),
      port: config.port,
      hostname: config.host,
    },
    (info: AddressInfo) => {
      logger.info(
        { url: config.publicUrl, host: info.address, port: info.port },
        'Fairway Relief is listening',
      );
      void printDemoSignIns(handle);
    },
  ) as Server;
  // Node closes an idle keep-alive connection after 5 s; a proxy in front keeps its own longer.
  server.keepAliveTimeout = config.keepAliveSeconds * 1000;
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'could not start the HTTP server');
    void handle.close().finally(() => process.exit(1));
  });

  const shutdown = shutdownOnSignals({ server, inFlight, afterAnswer, handle, logger, notifier });
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/**
 * The signal handler. npm relays the signals it gets to the script it runs, and a terminal's
 * Ctrl-C (or systemd's stop) reaches npm and this process both: one stop arrives twice within
 * milliseconds, so a signal repeated within REPEATED_SIGNAL_MS is the same stop. A later one means
 * "now": stop waiting for requests but still close the database, so the embedded one is left
 * closed (a backup refuses a directory that looks in use); a third exits at once.
 */
function shutdownOnSignals(parts: Omit<StopParts, 'hurrying'>) {
  const { logger } = parts;
  let firstAt: number | undefined;
  let hurried = false;
  let hurry = () => {};
  const hurrying = new Promise<void>((resolve) => (hurry = resolve));
  return (signal: NodeJS.Signals) => {
    if (firstAt === undefined) {
      firstAt = Date.now();
      logger.info({ signal }, 'shutting down');
      void stop({ ...parts, hurrying }).then((code) => process.exit(code));
    } else if (Date.now() - firstAt < REPEATED_SIGNAL_MS) {
      logger.debug({ signal }, 'the same stop, relayed');
    } else if (!hurried) {
      hurried = true;
      logger.warn({ signal }, 'second signal; closing the database without waiting for requests');
      hurry();
    } else {
      logger.warn({ signal }, 'third signal; exiting at once');
      process.exit(1);
    }
  };
}

/** Resolves true when `promise` settles (either way) within `ms` and before `cut`, else false. */
const within = (promise: Promise<unknown>, ms: number, cut: Promise<void> = new Promise(() => {})) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const settled = (value: boolean) => () => {
      clearTimeout(timer);
      resolve(value);
    };
    promise.then(settled(true), settled(true));
    void cut.then(settled(false));
  });

/**
 * Stops serving, then closes the database; answers the exit code. Waiting for the connections is
 * not enough: a handler whose client hung up runs on without a socket, and the database closed
 * under it could keep its committed write but lose the idempotent answer (the key then answers
 * 409 until its lease lapses, and the resend runs the write again). So the handlers are awaited
 * too, then the work they left for after their answers (mail), all within SHUTDOWN_GRACE_MS.
 */
interface StopParts {
  server: Server;
  inFlight: InFlight;
  handle: DbHandle;
  logger: Logger;
  /** Mail and links the answers left for later (http/after-answer.ts): finished before the close. */
  afterAnswer: AfterAnswer;
  /** Delivers notifications (notifications/worker.ts): stopped before the database closes. */
  notifier: Notifier;
  /** Settles on a second signal: stop waiting for connections and handlers. */
  hurrying: Promise<void>;
}

async function stop(parts: StopParts): Promise<number> {
  const { server, inFlight, afterAnswer, handle, logger, notifier, hurrying } = parts;
  const deadline = Date.now() + SHUTDOWN_GRACE_MS;
  // close() stops accepting, drops idle keep-alive sockets and waits for the busy ones, which
  // drain() makes close after their next answer.
  inFlight.drain();
  const closed = await within(
    new Promise<void>((resolve) => server.close(() => resolve())),
    SHUTDOWN_GRACE_MS,
    hurrying,
  );
  // With every connection gone no handler can start; only those whose client left still run.
  const idle =
    closed &&
    (await Promise.race([inFlight.whenIdle(Math.max(0, deadline - Date.now())), hurrying.then(() => false)]));
  if (!idle) {
    logger.error(
      { handlers: inFlight.running(), connectionsClosed: closed },
      `requests still running (grace ${SHUTDOWN_GRACE_MS / 1000} s, or a second signal); closing the database anyway`,
    );
    server.closeAllConnections();
  }
  // The handlers are done, so no new after-answer work can start; what they left (a reset link, a
  // mail) finishes before the database closes, or the person was told of a mail that never left.
  const finished = await within(afterAnswer.idle(), Math.max(0, deadline - Date.now()), hurrying);
  if (!finished)
    logger.error({ pending: afterAnswer.pending() }, 'after-answer work still running; stopping anyway');
  // A send under way finishes (or times out) before its outcome is recorded and the database closes.
  await within(notifier.stop(), Math.max(0, deadline - Date.now()), hurrying);
  const closing = handle.close().then(
    () => true,
    (error: unknown) => {
      logger.error({ err: error }, 'closing the database failed');
      return false;
    },
  );
  const closedDatabase = (await within(closing, DATABASE_CLOSE_MS)) && (await closing);
  if (!closedDatabase || !idle || !finished) return 1;
  logger.info('stopped');
  return 0;
}

await main();
