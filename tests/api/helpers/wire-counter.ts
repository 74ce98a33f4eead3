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
  reset(): void;
  close(): Promise<void>;
}

export async function startWireCounter(target: string): Promise<WireCounter> {
  const upstream = new URL(target);
  let writes = 0;
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
    client.on('data', (chunk) => {
      writes += 1;
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
    reset: () => {
      writes = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
