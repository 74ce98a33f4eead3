/**
 * Rate limits count in fixed windows of the database clock (src/server/auth/rate-limit.ts). A test
 * that counts up to a limit and straddled a window boundary would see its count reset half-way and
 * its last request allowed, so such a test starts at least `marginSeconds` before the next
 * boundary of `windowSeconds` (the shortest window it counts in: the longer ones the app uses are
 * multiples of it, so their boundaries are among its own).
 */
export async function awayFromWindowEdge(windowSeconds: number, marginSeconds = 20): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}
