/**
 * CPU time spent per request, by the server process and by PostgreSQL (the backends serving the
 * bench's database, and the cluster's own processes: WAL writer, checkpointer, the streaming
 * replica's replay; not other databases' backends, such as tests running beside), from /proc. Unlike req/s it
 * hardly moves with load from elsewhere on the host, so two builds can be compared on a busy
 * machine (an A/B of one endpoint: BENCH_ENDPOINTS, README → Benchmarks).
 */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The CPU time a process has used so far (user and system, all its threads), from /proc/<pid>/stat
 * in clock ticks of 10 ms (USER_HZ is 100 on Linux).
 */
export function processCpuMs(pid: number | string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command name, which may hold spaces, in parentheses: utime and stime are fields 14-15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Whether a process titled `title` works for `database`: a backend of it, or one of the cluster's
 * own processes. A backend's title is `postgres: <cluster>: <user> <database> <address> <state>`
 * (a walsender's too, though it serves the whole cluster); the cluster's processes name only their role.
 */
export function servesDatabase(title: string, database: string): boolean {
  const words = title.trim().split(/\s+/);
  if (words[0] !== 'postgres:') return false;
  const isBackend = words[2] !== 'walsender' && /\(\d+\)$|^\[local\]$/.test(words[4] ?? '');
  return !isBackend || words[3] === database;
}

/**
 * CPU time of the running `postgres` processes that serve `database` (servesDatabase), in ms (0 where
 * there is none, as with PGlite).
 */
export function postgresCpuMs(database: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (servesDatabase(title, database)) total += processCpuMs(pid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

export interface CpuPerRequest {
  /** The server process's CPU per answered request, in µs. */
  serverUs: number;
  /** PostgreSQL's CPU per answered request, in µs (0 on PGlite, whose CPU is the server's). */
  databaseUs: number;
}

/** Starts counting; the returned function gives the CPU per request of `requests` answered since. */
export function countCpu(serverPid: number, database: string): (requests: number) => CpuPerRequest {
  const server = processCpuMs(serverPid);
  const before = postgresCpuMs(database);
  return (requests) => ({
    serverUs: requests ? (Math.max(0, processCpuMs(serverPid) - server) * 1000) / requests : 0,
    // A process that ended meanwhile takes its time with it: never below 0.
    databaseUs: requests ? (Math.max(0, postgresCpuMs(database) - before) * 1000) / requests : 0,
  });
}
