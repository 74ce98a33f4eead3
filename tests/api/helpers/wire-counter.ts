/**
 * A TCP relay on loopback between the app and PostgreSQL that counts what the app sends: each
 * chunk the relay receives from the app is one write of the driver's, and a statement that waits
 * for the answer of the one before cannot share a chunk with it, so the count is the round trips
 * (tests/api/write-round-trips.test.ts).
 */
import net from 'node:net';

export interface WireCounter {
  /** The same URL, through the relay. */
  url: string;
  /** Chunks the app sent since the last reset. */
  writes(): number;
  /**
   * Of those, the chunks that run a statement (an Execute or a simple Query in them). A prepare
   * (postgres.js parses and describes a statement in a chunk of its own the first time a
   * connection runs it), a new connection's start-up and sign-in, and postgres.js's look-up of
   * array types on a new connection are setup, not the work of the request being measured.
   */
  runs(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startWireCounter(target: string): Promise<WireCounter> {
  const upstream = new URL(target);
  let writes = 0;
  let runs = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const database = net.connect(Number(upstream.port || 5432), upstream.hostname);
    for (const socket of [client, database]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => {
        client.destroy();
        database.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => {
      writes += 1;
      if (runsAStatement(chunk)) runs += 1;
      database.write(chunk);
    });
    database.on('data', (chunk) => client.write(chunk));
    client.on('end', () => database.end());
    database.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(target);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as net.AddressInfo).port);
  return {
    url: relayed.toString(),
    writes: () => writes,
    runs: () => runs,
    reset: () => {
      writes = 0;
      runs = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** postgres.js's look-up of array types, sent once on each new connection. */
const TYPE_LOOKUP = Buffer.from('b.typarray');

/**
 * Whether a chunk of frontend messages (PostgreSQL protocol 3: a type byte and a length) holds an
 * Execute ('E') or a simple Query ('Q'). A start-up message has no type byte (its first byte is
 * the high byte of its length, 0); a chunk that does not parse as whole messages counts as a run,
 * so the count can only err towards more.
 */
function runsAStatement(chunk: Buffer): boolean {
  if (chunk.length === 0 || chunk[0] === 0) return false;
  if (chunk.includes(TYPE_LOOKUP)) return false;
  let at = 0;
  while (at + 5 <= chunk.length) {
    const type = String.fromCharCode(chunk[at]!);
    if (type === 'E' || type === 'Q') return true;
    at += 1 + chunk.readInt32BE(at + 1);
  }
  return at !== chunk.length;
}
