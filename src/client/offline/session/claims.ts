/**
 * Reads the `userId` claim of an access token without verifying it. The server verifies every token;
 * the client only needs to know whose token it holds, so a queued write is never sent with another
 * user's token (the claim is the truth even when the page's idea of the session lags behind).
 */
export function userIdOf(accessToken: string | null | undefined): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as unknown;
    const userId = (claims as { userId?: unknown } | null)?.userId;
    return typeof userId === 'string' ? userId : null;
  } catch {
    return null;
  }
}
