/**
 * Reads the `userId` claim of an access token without verifying it. The server verifies every token;
 * the client only needs to know whose token it holds, so a queued write is never sent with another
 * user's token (the claim is the truth even when the page's idea of the session lags behind).
 */
function claimsOf(accessToken: string | null | undefined): Record<string, unknown> | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function userIdOf(accessToken: string | null | undefined): string | null {
  const userId = claimsOf(accessToken)?.userId;
  return typeof userId === 'string' ? userId : null;
}

/** Whether the access token's `exp` claim has passed (with a little slack for clock skew). */
function isExpired(accessToken: string, now = Date.now(), slackMs = 1_000): boolean {
  const exp = claimsOf(accessToken)?.exp;
  return typeof exp === 'number' && exp * 1000 <= now + slackMs;
}

/** A token worth sending: its owner can be read and it has not expired. */
export function isUsable(accessToken: string): boolean {
  return userIdOf(accessToken) !== null && !isExpired(accessToken);
}
