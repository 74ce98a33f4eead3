/**
 * Door signs (docs/product.md §12): a restroom's printed QR code opens /r/:code, whose report is
 * accepted without an account. The code is the restroom's id and the sign's secret, both as
 * base64url (22 characters each): the page knows its restroom without asking, and the server finds
 * the one secret to compare, in constant time, without looking a code up.
 */
import { REPORT_KINDS, type ReportKind } from './report-kinds';

const ID_CHARS = 22;
/** 128 random bits, as the server keeps them: 32 hex digits. */
export const SIGN_SECRET_BYTES = 16;
/** The code's shape: anything else names no sign. */
export const SIGN_CODE_PATTERN = /^[A-Za-z0-9_-]{44}$/;

/**
 * A sign reports what a golfer at the door sees: not "gone" (a sign on a restroom that is gone has
 * gone with it; golfers with an account still report that from the course page).
 */
export const SIGN_REPORT_KINDS: readonly ReportKind[] = REPORT_KINDS.filter((kind) => kind !== 'gone');

/**
 * The words the report page and the server share. The printed sign's call to action ('Problem
 * here? Scan to tell the course') is in the owner's catalogue, in the language of the one printing.
 */
export const SIGN_TEXTS = {
  retired: 'This sign is no longer in use',
} as const;

function hexToBase64Url(hex: string): string {
  const bytes = hex.match(/../g)?.map((pair) => String.fromCharCode(parseInt(pair, 16))) ?? [];
  return btoa(bytes.join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlToHex(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Array.from(binary, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
}

/** The code printed on a restroom's sign. */
export function signCodeOf(restroomId: string, secretHex: string): string {
  return hexToBase64Url(restroomId.replace(/-/g, '')) + hexToBase64Url(secretHex);
}

/** The restroom id and secret (hex) a code carries; undefined when it is not a code at all. */
export function readSignCode(code: string): { restroomId: string; secretHex: string } | undefined {
  if (!SIGN_CODE_PATTERN.test(code)) return undefined;
  const id = base64UrlToHex(code.slice(0, ID_CHARS));
  const secretHex = base64UrlToHex(code.slice(ID_CHARS));
  if (id.length !== 32 || secretHex.length !== SIGN_SECRET_BYTES * 2) return undefined;
  const restroomId = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
  return { restroomId, secretHex };
}
