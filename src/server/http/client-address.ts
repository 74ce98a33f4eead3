/**
 * Who is at the other end: the client's network address (for per-address rate limits) and whether
 * the browser reached us over HTTPS (for HSTS).
 *
 * - Directly exposed (TRUST_PROXY off): the socket's remote address; forwarding headers are ignored,
 *   since any client can write them.
 * - Behind proxies: every proxy *appends* the address it received the request from to
 *   X-Forwarded-For, so only the right-hand end of the header is trustworthy; whatever stands to the
 *   left of our own proxies' entries was written by the client. The chain is [...X-Forwarded-For,
 *   socket address], read from the right:
 *   - by hop count (TRUST_PROXY=2): skip that many proxies; the next entry is the client;
 *   - by address (TRUST_PROXY=10.0.0.0/8,…): skip entries inside the trusted ranges; the first one
 *     outside is the client. A socket outside them is a client talking to us directly.
 *   X-Forwarded-Proto is read at the same depth: the value the outermost trusted proxy set.
 * - No socket at all (app.request() in tests): UNKNOWN_ADDRESS; callers skip per-address limits
 *   for it rather than lumping every such request into one shared bucket.
 *
 * Rate limits key IPv6 clients by their /64: one subscriber is normally given a whole /64, so
 * keying by the full address would hand an attacker 2^64 fresh budgets.
 */
import { BlockList, isIP, isIPv4 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export const UNKNOWN_ADDRESS = 'unknown';

export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: string[] };

/** A plain address from a header entry or socket: brackets, ports and zone ids removed. */
function normaliseAddress(raw: string): string | undefined {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1]) value = mapped[1];
  return isIP(value) ? value : undefined;
}

/** The eight 16-bit groups of an IPv6 address (embedded IPv4 included). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4?.[1]) {
    const [a, b, c, d] = v4[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The rate-limit subject for an address: IPv4 as it is, IPv6 as its /64 prefix. */
export function addressKey(address: string): string {
  if (address === UNKNOWN_ADDRESS || isIPv4(address)) return address;
  const groups = ipv6Groups(address).slice(0, 4);
  return `${groups.map((g) => g.toString(16)).join(':')}::/64`;
}

function trustedRanges(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** True when `range` is an IPv4/IPv6 address or CIDR block (for the configuration's check). */
export function isAddressRange(range: string): boolean {
  const [address = '', prefix, extra] = range.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const max = isIPv4(address) ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}

function socketAddress(c: Context): string | undefined {
  try {
    const raw = getConnInfo(c).remote.address;
    return raw ? (normaliseAddress(raw) ?? raw) : undefined;
  } catch {
    // getConnInfo reads c.env.incoming, which only exists under the Node server.
    return undefined;
  }
}

const listOf = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

interface ClientOrigin {
  /** The client's address, or UNKNOWN_ADDRESS. */
  address: string;
  /** How many trusted proxies stand between the client and us (0: it talks to us directly). */
  proxies: number;
}

/** Ranges are parsed once per configuration object. */
const blockLists = new WeakMap<TrustProxy, BlockList>();

function clientOrigin(c: Context, trust: TrustProxy): ClientOrigin {
  const socket = socketAddress(c);
  if (trust.kind === 'none') return { address: socket ?? UNKNOWN_ADDRESS, proxies: 0 };
  const forwarded = listOf(c.req.header('x-forwarded-for'));
  // The socket's peer is the last hop; without a socket (tests) the chain ends with the header.
  const chain = socket === undefined ? forwarded : [...forwarded, socket];
  if (trust.kind === 'hops') {
    const skip = socket === undefined ? trust.hops - 1 : trust.hops;
    const index = Math.max(0, chain.length - 1 - skip);
    const address = chain[index] === undefined ? undefined : normaliseAddress(chain[index]);
    return { address: address ?? socket ?? UNKNOWN_ADDRESS, proxies: chain.length - 1 - index };
  }
  let ranges = blockLists.get(trust);
  if (!ranges) {
    ranges = trustedRanges(trust.ranges);
    blockLists.set(trust, ranges);
  }
  let proxies = 0;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const address = normaliseAddress(chain[i] ?? '');
    if (!address) return { address: socket ?? UNKNOWN_ADDRESS, proxies };
    const trusted = ranges.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
    if (!trusted) return { address, proxies };
    proxies += 1;
    // Trusted all the way: the leftmost proxy is the best guess at the client.
    if (i === 0) return { address, proxies };
  }
  return { address: socket ?? UNKNOWN_ADDRESS, proxies: 0 };
}

/** The client's address, for per-address limits (see addressKey for the subject). */
export function clientAddress(c: Context, trust: TrustProxy): string {
  return clientOrigin(c, trust).address;
}

/**
 * Whether the browser's connection was HTTPS, by the X-Forwarded-Proto entry of the outermost
 * trusted proxy (proxies that append write one entry each; one that overwrites leaves one).
 */
export function forwardedHttps(c: Context, trust: TrustProxy): boolean {
  if (trust.kind === 'none') return false;
  const { proxies } = clientOrigin(c, trust);
  if (proxies === 0 && socketAddress(c) !== undefined) return false;
  const protos = listOf(c.req.header('x-forwarded-proto'));
  const depth = Math.max(proxies, 1);
  const value = protos[Math.max(0, protos.length - depth)];
  return value?.toLowerCase() === 'https';
}
