/**
 * The push services the server sends Web Push to (docs/product.md §12). A subscription's endpoint
 * is a URL the browser's push service chose, and the server POSTs to it: an endpoint anywhere else
 * would make the server a client of whatever host an owner names (server-side request forgery).
 * So an endpoint is accepted, and pushed to, only on one of these hosts, on https's own port.
 * PUSH_SERVICE_HOSTS replaces the list (config.ts): a self-hosted push service, the tests'
 * loopback one.
 */

/** The browsers' push services, by their endpoints' hosts. */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  // Chrome and the browsers built on Chromium (Opera, Samsung Internet, Brave…): Firebase Cloud Messaging.
  'fcm.googleapis.com',
  // Firefox: Mozilla's autopush.
  'updates.push.services.mozilla.com',
  // Safari on macOS, iOS and iPadOS: web.push.apple.com.
  '*.push.apple.com',
  // Edge: the Windows Push Notification Services (wns2-<region>.notify.windows.com).
  '*.notify.windows.com',
];

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A host name or IPv4 address, `*.` in front for any name under it, `:port` after for that port. */
const PATTERN = new RegExp(`^(\\*\\.)?(${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`);

/** The entry in its canonical form (lower case), or undefined when it is not a host pattern. */
export function hostPattern(entry: string): string | undefined {
  const lower = entry.trim().toLowerCase();
  const match = PATTERN.exec(lower);
  if (!match) return undefined;
  const port = match[3];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return undefined;
  return lower;
}

function matches(pattern: string, hostname: string, port: string): boolean {
  const match = PATTERN.exec(pattern);
  if (!match) return false;
  const [, wildcard, host, patternPort] = match;
  // No port in the pattern: https's own (the URL then has none).
  if ((patternPort ?? '') !== port) return false;
  return wildcard ? hostname.endsWith(`.${host}`) : hostname === host;
}

/** Whether the endpoint is an https URL (no credentials in it) on one of `hosts`. */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return hosts.some((pattern) => matches(pattern, url.hostname.toLowerCase(), url.port));
}

/** The host an endpoint names, for a refusal's message. */
export const endpointHost = (endpoint: string): string =>
  URL.canParse(endpoint) ? new URL(endpoint).host : endpoint.slice(0, 60);
