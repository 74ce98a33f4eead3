/**
 * `npm run admin -- <command>`: support tasks from a shell (docs/decisions.md §3), on the database the
 * server is configured for (same .env / environment). Migrates first, so it also works on a fresh
 * database. Prints what it did; exits 1 with a message when it cannot.
 *
 * With the embedded database (no DATABASE_URL) only one process may open DATA_DIR at a time, so
 * stop the server first (or use the admin API, which does the same through the running server).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAdminRequestSchema, assignOwnerRequestSchema } from '../admin/schemas';
import { assignOwner, createAdmin, listCourseOwners, unassignOwner } from '../admin/service';
import { ConfigError, loadConfig, loadDotEnv, type Config } from '../config';
import { openDatabase, type Database, type DbHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { removeDemo } from '../seed/demo-removal';
import { ApiError } from '../http/envelope';
import { validate } from '../http/validate';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-admin   --email <email> --password <password> --first-name <name> --last-name <name>
                 (or set ADMIN_PASSWORD instead of --password to keep it out of shell history)
  assign-owner   --email <course owner's email> --course <course id>
  unassign-owner --email <course owner's email> --course <course id>
  list-owners
  remove-demo    remove the demo accounts and sample content (their password is published: a
                 production start disables their sign-in and asks for this)

Options:
  --force        open the embedded database even though it looks in use (only if no server runs)
`;

class UsageError extends Error {}

type Options = Partial<Record<'email' | 'password' | 'first-name' | 'last-name' | 'course', string>>;

function parse(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        course: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    return { command: positionals[0], extra: positionals.slice(1), values };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function required(options: Options, name: keyof Options): string {
  const value = options[name];
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * Each command checks its arguments first and returns the work to do on the database, so a typo
 * is reported at once, before the database is opened and migrated.
 */
type Task = (db: Database) => Promise<string>;

const commands: Record<string, (options: Options) => Task> = {
  'create-admin'(options) {
    const input = validate(createAdminRequestSchema, {
      email: required(options, 'email'),
      password: options.password ?? process.env.ADMIN_PASSWORD ?? '',
      firstName: required(options, 'first-name'),
      lastName: required(options, 'last-name'),
    });
    return async (db) => {
      const user = await createAdmin(db, input);
      return `Created admin ${user.email} (${fullName(user)}), id ${user._id}. They can sign in now.`;
    };
  },
  'assign-owner'(options) {
    const { email } = validate(assignOwnerRequestSchema, { email: required(options, 'email') });
    const course = required(options, 'course');
    return async (db) => {
      const result = await assignOwner(db, course, email);
      const where = `${result.course.name} (${result.course._id})`;
      return result.created
        ? `Assigned ${result.owner.email} as an owner of ${where}.`
        : `${result.owner.email} was already an owner of ${where}; nothing changed.`;
    };
  },
  'unassign-owner'(options) {
    const { email } = validate(assignOwnerRequestSchema, { email: required(options, 'email') });
    const course = required(options, 'course');
    return async (db) => {
      const result = await unassignOwner(db, course, { email });
      const where = `${result.course.name} (${result.course._id})`;
      return result.removed
        ? `Removed ${result.owner.email} from the owners of ${where}.`
        : `${result.owner.email} was not an owner of ${where}; nothing changed.`;
    };
  },
  'list-owners'() {
    return async (db) => {
      const { courses } = await listCourseOwners(db);
      if (courses.length === 0) return 'No course owners are assigned yet.';
      return courses
        .map((course) =>
          [
            `${course.name} (${course._id})`,
            ...course.owners.map((o) => `  - ${o.email}  ${fullName(o)}  [${o.role}]  ${o._id}`),
          ].join('\n'),
        )
        .join('\n');
    };
  },
  'remove-demo'() {
    return async (db) => {
      const removed = await removeDemo(db);
      return removed.accounts === 0 && removed.reviews + removed.restrooms + removed.courses === 0
        ? 'No demo accounts or sample content found; nothing changed.'
        : `Removed ${removed.accounts} demo accounts, ${removed.reviews} sample reviews, ` +
            `${removed.restrooms} sample restrooms and ${removed.courses} sample courses.`;
    };
  },
};

async function open(config: Config, force: boolean): Promise<DbHandle> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  // PGlite writes postmaster.pid while a process has the directory open and removes it on close.
  if (!force && existsSync(path.join(config.dataDir, 'postmaster.pid'))) {
    throw new UsageError(
      `The embedded database in ${config.dataDir} is in use (is the server running?). ` +
        'Stop the server first, or use the admin API. If no server is running (it crashed), add --force.',
    );
  }
  return openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

async function main(argv: string[]): Promise<number> {
  const { command, extra, values } = parse(argv);
  if (values.help || !command) {
    process.stdout.write(USAGE);
    return values.help ? 0 : 1;
  }
  const prepare = commands[command];
  if (!prepare) throw new UsageError(`Unknown command "${command}"`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}"`);
  const task = prepare(values);

  loadDotEnv();
  const config = loadConfig();
  const handle = await open(config, values.force);
  try {
    await migrateDatabase(handle);
    console.log(await task(handle.db));
    return 0;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof ApiError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed:', error);
  }
  process.exitCode = 1;
}
