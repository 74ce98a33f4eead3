/**
 * The read router's decisions (src/server/db/read-router.ts; docs/architecture.md, "Read replicas")
 * with fake databases, positions and clock: which reads a replica serves, when the primary takes
 * over, and what is reported. tests/api/read-replicas.test.ts runs the same against a real replica.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createReadRouter, type ReplicaEvent, type ReplicaNode } from '../../../src/server/db/read-router';

type Db = string;

interface FakeReplica extends ReplicaNode<Db> {
  position: bigint | undefined;
  failure: Error | undefined;
  asked: number;
}

function fakeReplica(name: string, position: bigint | undefined): FakeReplica {
  const replica: FakeReplica = {
    name,
    db: name,
    position,
    failure: undefined,
    asked: 0,
    replayed: async () => {
      replica.asked++;
      if (replica.failure) throw replica.failure;
      return replica.position;
    },
  };
  return replica;
}

const codeError = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('read router', () => {
  let now: number;
  let primaryPosition: bigint;
  let events: ReplicaEvent[];
  const whereRead = (router: ReturnType<typeof setup>, after?: bigint) =>
    router.read(after, async (db) => db);
  function setup(...replicas: FakeReplica[]) {
    return createReadRouter<Db>({ db: 'primary', position: async () => primaryPosition }, replicas, {
      maxLagMs: 10_000,
      clock: () => now,
      onState: (event) => events.push(event),
    });
  }

  beforeEach(() => {
    now = 1_000_000;
    primaryPosition = 100n;
    events = [];
  });

  it('sends public reads to the replicas in turn once they are caught up', async () => {
    const a = fakeReplica('a', 100n);
    const b = fakeReplica('b', 100n);
    const router = setup(a, b);
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(await whereRead(router));
    expect(seen).toEqual(['a', 'b', 'a', 'b']);
    expect(router.served).toEqual({ replica: 4, primary: 0 });
    expect(events).toEqual([]);
  });

  it('without replicas every read runs on the primary', async () => {
    const router = setup();
    expect(await whereRead(router)).toBe('primary');
    expect(await whereRead(router, 50n)).toBe('primary');
  });

  it("a read carrying the writer's position waits for no replica: behind it, the primary answers", async () => {
    const a = fakeReplica('a', 100n);
    const router = setup(a);
    expect(await whereRead(router)).toBe('a');
    primaryPosition = 180n;
    const written = await router.position();
    expect(written).toBe(180n);
    // The replica has not replayed the write yet: the writer reads from the primary, others from the replica.
    expect(await whereRead(router, written)).toBe('primary');
    expect(await whereRead(router)).toBe('a');
    now += 10;
    a.position = 180n;
    expect(await whereRead(router, written)).toBe('a');
    // Nothing was wrong with the replica: no report.
    expect(events).toEqual([]);
  });

  it('asks a replica for its position at most every few milliseconds, and only when the cached one is not enough', async () => {
    const a = fakeReplica('a', 100n);
    const router = setup(a);
    await whereRead(router);
    expect(a.asked).toBe(1);
    await whereRead(router);
    await whereRead(router, 90n);
    // Not enough, but asked a moment ago.
    await whereRead(router, 150n);
    expect(a.asked).toBe(1);
    now += 10;
    await whereRead(router, 150n);
    await whereRead(router, 150n);
    expect(a.asked).toBe(2);
    now += 10;
    await whereRead(router, 150n);
    expect(a.asked).toBe(3);
  });

  it('leaves a replica more than the lag bound behind for the primary, says so once, and takes it back', async () => {
    const a = fakeReplica('a', 100n);
    const router = setup(a);
    expect(await whereRead(router)).toBe('a');
    // The primary moves on every second; the replica stops replaying.
    for (let second = 1; second <= 9; second++) {
      now += 1_000;
      primaryPosition = 100n + BigInt(second) * 10n;
      expect(await whereRead(router)).toBe('a');
    }
    now += 2_000;
    primaryPosition = 300n;
    await whereRead(router);
    now += 1_000;
    expect(await whereRead(router)).toBe('primary');
    expect(await whereRead(router)).toBe('primary');
    expect(events).toEqual([
      { replica: 'a', state: 'lagging', detail: 'more than 10000 ms behind the primary' },
    ]);
    a.position = 300n;
    now += 10;
    expect(await whereRead(router)).toBe('a');
    expect(events.at(-1)).toEqual({ replica: 'a', state: 'ok' });
  });

  it('a process that has just started waits for a replica behind its first sample, without reporting it', async () => {
    const a = fakeReplica('a', 95n);
    const router = setup(a);
    expect(await whereRead(router)).toBe('primary');
    now += 10;
    a.position = 100n;
    expect(await whereRead(router)).toBe('a');
    expect(events).toEqual([]);
  });

  it('an idle primary never makes a caught-up replica look behind', async () => {
    const a = fakeReplica('a', 100n);
    const router = setup(a);
    for (let minute = 0; minute < 5; minute++) {
      now += 60_000;
      expect(await whereRead(router)).toBe('a');
    }
    expect(events).toEqual([]);
  });

  it('a replica that does not answer is left alone for a while, reported once, and tried again', async () => {
    const a = fakeReplica('a', 100n);
    a.failure = codeError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433');
    const router = setup(a);
    expect(await whereRead(router)).toBe('primary');
    expect(await whereRead(router)).toBe('primary');
    expect(a.asked).toBe(1);
    expect(events).toEqual([{ replica: 'a', state: 'down', detail: 'connect ECONNREFUSED 127.0.0.1:5433' }]);
    now += 2_500;
    a.failure = undefined;
    // Asked again aside: this read does not wait for it, the next one has the answer.
    expect(await whereRead(router)).toBe('primary');
    expect(a.asked).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await whereRead(router)).toBe('a');
    expect(events.at(-1)).toEqual({ replica: 'a', state: 'ok' });
  });

  it('a server that is not in recovery is not used as a replica', async () => {
    const a = fakeReplica('a', undefined);
    const router = setup(a);
    expect(await whereRead(router)).toBe('primary');
    expect(events).toEqual([expect.objectContaining({ replica: 'a', state: 'not-a-replica' })]);
  });

  it('a read that fails on the replica for the replica’s reasons runs again on the primary; its own errors do not', async () => {
    const a = fakeReplica('a', 100n);
    const router = setup(a);
    const failing = (error: Error) => (db: Db) =>
      db === 'primary' ? Promise.resolve('primary answered') : Promise.reject(error);
    // A recovery conflict cancelled the query: the primary answers; the replica stays in use.
    const conflict = new Error('Failed query', { cause: codeError('40001', 'conflict with recovery') });
    expect(await router.read(undefined, failing(conflict))).toBe('primary answered');
    expect(events).toEqual([]);
    // The replica went away under the query: the primary answers and the replica is left alone.
    expect(await router.read(undefined, failing(codeError('57P01')))).toBe('primary answered');
    expect(events).toEqual([{ replica: 'a', state: 'down', detail: '57P01' }]);
    expect(await whereRead(router)).toBe('primary');
    // A read's own error (a 404, a bug) is not retried elsewhere.
    now += 2_500;
    await whereRead(router);
    await new Promise((resolve) => setImmediate(resolve));
    const notFound = Object.assign(new Error('Course not found'), { status: 404 });
    await expect(router.read(undefined, failing(notFound))).rejects.toBe(notFound);
  });

  it('when the primary cannot say where it is, reads stay on the primary', async () => {
    const a = fakeReplica('a', 100n);
    const router = createReadRouter<Db>(
      { db: 'primary', position: () => Promise.reject(codeError('ECONNREFUSED')) },
      [a],
      { clock: () => now },
    );
    expect(await whereRead(router)).toBe('primary');
  });
});
