/**
 * Which database a public read runs on when read replicas are configured (docs/architecture.md,
 * "Read replicas"). A replica is used only when it has replayed
 *
 * - everything the primary had written `maxLagMs` ago (the lag bound: no reader sees older data),
 *   measured against samples of the primary's WAL position this process takes while it serves
 *   reads, so an idle primary (nothing new to replay) never makes a replica look behind; and
 * - the position the caller's own last write left (`after`), so a golfer never misses their write.
 *
 * Otherwise, or when a replica fails (down, unreachable, its query cancelled by a recovery
 * conflict), the read runs on the primary: a replica can slow nothing down but itself. Replicas
 * take turns (round-robin). A replica's replayed position is asked at most every few milliseconds
 * and only when the cached one is not enough (positions only grow, so an old one that is enough is
 * still true). Each change of a replica's state (down, lagging, back) is reported once.
 *
 * Generic over the database type and free of I/O of its own: the caller hands in how to read the
 * positions, so tests drive it with a fake clock.
 */

export interface ReplicaNode<D> {
  /** host:port/database, for the logs (never the password). */
  name: string;
  db: D;
  /** The WAL position the replica has replayed; undefined when it is not in recovery (not a replica). */
  replayed(): Promise<bigint | undefined>;
}

type ReplicaState = 'ok' | 'down' | 'lagging' | 'not-a-replica';

export interface ReplicaEvent {
  replica: string;
  state: ReplicaState;
  /** What went wrong, for the log line. */
  detail?: string;
}

export interface ReadRouterOptions {
  /** How far behind the primary a replica may be and still serve reads. */
  maxLagMs?: number;
  /** Called once per change of a replica's state (the first `ok` is not a change). */
  onState?: (event: ReplicaEvent) => void;
  /** Milliseconds; tests pass their own. */
  clock?: () => number;
}

export interface ReadRouter<D> {
  /** Runs `run` on a replica that has replayed at least `after` and is within the lag bound, else on the primary. */
  read<T>(after: bigint | undefined, run: (db: D) => Promise<T>): Promise<T>;
  /** The primary's WAL position now: after a commit, a position that includes it. */
  position(): Promise<bigint>;
  readonly maxLagMs: number;
  /** Reads served so far, by where they ran (tests check the replica really served). */
  readonly served: { replica: number; primary: number };
}

const DEFAULT_MAX_LAG_MS = 10_000;
/** How long a replica's replayed position is trusted when it is not enough for a read. */
const REPLAY_CACHE_MS = 5;
/** A replica that failed is left alone this long before it is asked again. */
const RETRY_AFTER_MS = 2_000;
/** A replica slower than this to say where it is counts as down: reads must not wait on it. */
const STATUS_TIMEOUT_MS = 1_000;

interface Node<D> {
  replica: ReplicaNode<D>;
  replayed: bigint | undefined;
  checkedAt: number;
  checking: Promise<bigint | undefined> | undefined;
  /** Failed or not a replica: skipped, and asked again in the background from downUntil on. */
  down: boolean;
  downUntil: number;
  reported: ReplicaState | undefined;
}

interface Sample {
  at: number;
  position: bigint;
}

/** The error, or what it wraps (Drizzle wraps the driver's), carries one of these codes. */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = current.cause;
  }
  return codes;
}

/**
 * 'down': the server cannot serve now (connection failures of the driver or the system, SQLSTATE
 * 08 connection, 57P shutdown/starting, 3D000 no such database yet, 28 authentication, 53300 too
 * many connections). 'conflict': a recovery conflict cancelled the query (40001, 40P01). Anything
 * else is the read's own error and is not retried.
 */
function failureOf(error: unknown): 'down' | 'conflict' | undefined {
  for (const code of errorCodes(error)) {
    if (code === '40001' || code === '40P01') return 'conflict';
    if (/^(08|57P|28)/.test(code) || code === '3D000' || code === '53300') return 'down';
    if (/^(CONNECT_TIMEOUT|CONNECTION_[A-Z_]+|E[A-Z]+)$/.test(code)) return 'down';
  }
  return undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createReadRouter<D>(
  primary: { db: D; position(): Promise<bigint> },
  replicas: ReplicaNode<D>[],
  options: ReadRouterOptions = {},
): ReadRouter<D> {
  const clock = options.clock ?? Date.now;
  const maxLagMs = options.maxLagMs ?? DEFAULT_MAX_LAG_MS;
  const sampleEveryMs = Math.min(1_000, maxLagMs / 5);
  const nodes: Node<D>[] = replicas.map((replica) => ({
    replica,
    replayed: undefined,
    checkedAt: -Infinity,
    checking: undefined,
    down: false,
    downUntil: -Infinity,
    reported: undefined,
  }));
  const served = { replica: 0, primary: 0 };
  const samples: Sample[] = [];
  let sampling: Promise<bigint> | undefined;
  let turn = 0;

  function report(node: Node<D>, state: ReplicaState, detail?: string): void {
    if (node.reported === state) return;
    const first = node.reported === undefined;
    node.reported = state;
    if (first && state === 'ok') return;
    options.onState?.({ replica: node.replica.name, state, ...(detail ? { detail } : {}) });
  }

  function markDown(node: Node<D>, state: 'down' | 'not-a-replica', detail: string): void {
    node.down = true;
    node.downUntil = clock() + RETRY_AFTER_MS;
    node.replayed = undefined;
    report(node, state, detail);
  }

  /** The primary's position, timed from before the question: it had at least this much by then. */
  async function samplePrimary(): Promise<bigint> {
    const at = clock();
    const position = await primary.position();
    const newest = samples.at(-1);
    if (!newest || at - newest.at >= sampleEveryMs) samples.push({ at, position });
    return position;
  }

  /**
   * What a replica must have replayed to serve (`floor`: the oldest sample inside the bound, so the
   * primary had that much no earlier than maxLagMs ago) and, when known, what it must have replayed
   * not to be reported as lagging (`proof`: the newest sample older than the bound). A replica
   * between the two is behind the first sample of a process that has just started or idled; it
   * serves nothing until it passes `floor`, but is not reported. Undefined: the primary does not answer.
   */
  async function bounds(): Promise<{ floor: bigint; proof: bigint | undefined } | undefined> {
    const now = clock();
    const from = now - maxLagMs;
    // Samples are in time order; of those before the bound only the newest is kept.
    while (samples.length > 1 && (samples[1]?.at ?? now) < from) samples.shift();
    const proof = samples[0] && samples[0].at < from ? samples[0].position : undefined;
    const inside = samples.filter((sample) => sample.at >= from);
    const newest = inside.at(-1);
    if (!newest || now - newest.at >= sampleEveryMs) {
      sampling ??= samplePrimary().finally(() => {
        sampling = undefined;
      });
      const taking = sampling;
      // With no sample inside the bound, this read waits for one; otherwise it is for later reads.
      if (!newest) {
        const floor = await taking.catch(() => undefined);
        return floor === undefined ? undefined : { floor, proof };
      }
      taking.catch(() => undefined);
    }
    const floor = inside.reduce(
      (low, sample) => (sample.position < low ? sample.position : low),
      newest.position,
    );
    return { floor, proof };
  }

  async function check(node: Node<D>): Promise<bigint | undefined> {
    const asked = clock();
    try {
      const replayed = await withTimeout(node.replica.replayed(), STATUS_TIMEOUT_MS);
      node.checkedAt = asked;
      if (replayed === undefined) {
        markDown(node, 'not-a-replica', 'the server is not in recovery, so it is not a replica');
        return undefined;
      }
      node.replayed = replayed;
      node.down = false;
      return replayed;
    } catch (error) {
      markDown(node, 'down', messageOf(error));
      return undefined;
    }
  }

  function ask(node: Node<D>): Promise<bigint | undefined> {
    node.checking ??= check(node).finally(() => {
      node.checking = undefined;
    });
    return node.checking;
  }

  function replayedPosition(node: Node<D>, needed: bigint): Promise<bigint | undefined> | bigint | undefined {
    if (node.replayed !== undefined && node.replayed >= needed) return node.replayed;
    if (clock() - node.checkedAt < REPLAY_CACHE_MS) return node.replayed;
    return ask(node);
  }

  async function choose(after: bigint | undefined): Promise<Node<D> | undefined> {
    const known = await bounds();
    if (!known) return undefined;
    const { floor, proof } = known;
    const needed = after !== undefined && after > floor ? after : floor;
    for (let i = 0; i < nodes.length; i++) {
      const index = (turn + i) % nodes.length;
      const node = nodes[index];
      if (!node) continue;
      if (node.down) {
        // No read waits on a replica that failed (it may not answer at all): it is asked aside.
        if (node.downUntil <= clock()) void ask(node);
        continue;
      }
      const replayed = await replayedPosition(node, needed);
      if (replayed === undefined) continue;
      if (replayed < floor) {
        if (proof !== undefined && replayed < proof) {
          report(node, 'lagging', `more than ${maxLagMs} ms behind the primary`);
        }
        continue;
      }
      report(node, 'ok');
      if (replayed >= needed) {
        turn = (index + 1) % nodes.length;
        return node;
      }
    }
    return undefined;
  }

  return {
    maxLagMs,
    served,
    async read(after, run) {
      const node = nodes.length > 0 ? await choose(after) : undefined;
      if (node) {
        try {
          const result = await run(node.replica.db);
          served.replica++;
          return result;
        } catch (error) {
          const failure = failureOf(error);
          if (!failure) throw error;
          if (failure === 'down') markDown(node, 'down', messageOf(error));
        }
      }
      served.primary++;
      return run(primary.db);
    },
    position: samplePrimary,
  };
}
