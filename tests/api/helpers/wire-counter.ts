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
   * Whether a chunk since the last reset carried setup rather than the work being measured: a new
   * connection's start-up or sign-in, postgres.js's look-up of array types on a new connection, or
   * a prepare (postgres.js parses and describes a named statement, and waits for the answer, the
   * first time a connection runs it: a round trip of its own, and no pipelining behind it).
   */
  settingUp(): boolean;
  /** Each chunk since the last reset as its messages' type letters ("B E B E S"), for a failure's message. */
  chunks(): string[];
  reset(): void;
  close(): Promise<void>;
}

export async function startWireCounter(target: string): Promise<WireCounter> {
  const upstream = new URL(target);
  let writes = 0;
  let settingUp = false;
  let chunks: string[] = [];
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
      if (carriesSetup(chunk)) settingUp = true;
      chunks.push(messageTypes(chunk));
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
    settingUp: () => settingUp,
    chunks: () => chunks,
    reset: () => {
      writes = 0;
      settingUp = false;
      chunks = [];
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
 * Whether a chunk of frontend messages (PostgreSQL protocol 3: a type byte and a length) holds
 * setup: a start-up message (no type byte: its first byte is the high byte of its length, 0), a
 * password or SASL message ('p'), a Parse ('P') of a named statement (its name, right after the
 * length, is not empty), or the type look-up. A chunk that does not parse as whole messages counts
 * as setup, so a doubtful measurement is taken again rather than judged.
 */
function carriesSetup(chunk: Buffer): boolean {
  if (chunk.length === 0 || chunk[0] === 0 || chunk.includes(TYPE_LOOKUP)) return true;
  let at = 0;
  while (at + 5 <= chunk.length) {
    const type = String.fromCharCode(chunk[at]!);
    if (type === 'p') return true;
    if (type === 'P' && chunk[at + 5] !== 0) return true;
    at += 1 + chunk.readInt32BE(at + 1);
  }
  return at !== chunk.length;
}

function messageTypes(chunk: Buffer): string {
  if (chunk.length === 0 || chunk[0] === 0) return '(start-up)';
  const types: string[] = [];
  let at = 0;
  while (at + 5 <= chunk.length) {
    types.push(String.fromCharCode(chunk[at]!));
    at += 1 + chunk.readInt32BE(at + 1);
  }
  return types.join(' ') + (at === chunk.length ? '' : ' (cut)');
}
