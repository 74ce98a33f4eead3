/**
 * The PostgreSQL half of read replicas (docs/architecture.md, "Read replicas"): a connection pool
 * per DATABASE_READ_URL, and the two WAL positions the read router compares (read-router.ts).
 */
import postgres from 'postgres';
import type { ReplicaNode } from './read-router';

/** Page header sizes of a 64-bit build: the first page of a segment has the long one. */
const LONG_PAGE_HEADER = 40n;
const SHORT_PAGE_HEADER = 24n;

/** PostgreSQL's text form of a WAL position ('16/B374D848') as one number. */
function parseLsn(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/**
 * The primary's WAL insert position: it includes every commit made before it was asked, also under
 * synchronous_commit = off (the write and flush positions may still be short of such a commit). At
 * a page boundary PostgreSQL reports the insert position past the next page's header, where no
 * replica's replay ever ends (a record that fills a page ends at the boundary): the header is taken
 * off again, or an idle primary would make every replica look behind for good.
 */
export async function primaryPosition(client: postgres.Sql): Promise<bigint> {
  const [row] = await client<{ lsn: string; page: string; segment: string }[]>`
    select pg_current_wal_insert_lsn()::text as lsn,
      current_setting('wal_block_size') as page,
      pg_size_bytes(current_setting('wal_segment_size'))::text as segment`;
  if (!row) throw new Error('pg_current_wal_insert_lsn() answered no row');
  const position = parseLsn(row.lsn);
  if (position % BigInt(row.segment) === LONG_PAGE_HEADER) return position - LONG_PAGE_HEADER;
  if (position % BigInt(row.page) === SHORT_PAGE_HEADER) return position - SHORT_PAGE_HEADER;
  return position;
}

/** host:port/database: enough to tell replicas apart in the logs, without the password. */
function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

export interface PostgresReplica<D> extends ReplicaNode<D> {
  close(): Promise<void>;
}

/**
 * A pool on one replica; `toNode` wraps it in the same node as the primary's (client.ts), with its
 * point lane, and answers how to end both.
 */
export function openReplica<D>(
  url: string,
  size: number,
  toNode: (
    client: postgres.Sql,
    options: postgres.Options<Record<string, postgres.PostgresType>>,
  ) => D & { end(): Promise<void> },
): PostgresReplica<D> {
  // The read router stops waiting after a second anyway; a replica that is down is not waited on.
  const options = { onnotice: () => {}, connect_timeout: 5 };
  const client = postgres(url, { ...options, max: size });
  const node = toNode(client, options);
  return {
    name: replicaName(url),
    db: node,
    replayed: async () => {
      const [row] = await client<{ recovering: boolean; lsn: string | null }[]>`
        select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as lsn`;
      return row?.recovering && row.lsn ? parseLsn(row.lsn) : undefined;
    },
    close: () => node.end(),
  };
}
