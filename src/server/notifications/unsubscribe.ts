/**
 * The one-click unsubscribe link of an owner's notification e-mails (docs/product.md §12, RFC
 * 8058): the owner's and the course's ids and an HMAC of both, keyed from the server's signing
 * secret, so nobody can make a link for someone else's e-mails and no row is needed per link.
 * Unsubscribing only turns e-mails off, so a link never expires; a new signing secret retires them
 * all (the owner still has the settings on the dashboard).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 16;
const ID_BYTES = 16;
/** Two uuids and the MAC, base64url: 64 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{64}$/;

/** A key of its own: a token for this purpose can never pass as one for another. */
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('fairway-relief/notification-unsubscribe/v1').digest();

const idBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const idText = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const macOf = (secret: string, ids: Buffer) =>
  createHmac('sha256', keyOf(secret)).update(ids).digest().subarray(0, MAC_BYTES);

export function unsubscribeToken(secret: string, userId: string, courseId: string): string {
  const ids = Buffer.concat([idBytes(userId), idBytes(courseId)]);
  return Buffer.concat([ids, macOf(secret, ids)]).toString('base64url');
}

/** The owner and course a token names, or undefined when it was not made with this secret. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; courseId: string } | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  const ids = bytes.subarray(0, 2 * ID_BYTES);
  if (!timingSafeEqual(bytes.subarray(2 * ID_BYTES), macOf(secret, ids))) return undefined;
  return { userId: idText(ids.subarray(0, ID_BYTES)), courseId: idText(ids.subarray(ID_BYTES)) };
}

/** Where a mail client POSTs `List-Unsubscribe=One-Click`. */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/notifications/unsubscribe/${token}`;
