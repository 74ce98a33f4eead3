import { db } from '../../../../src/client/offline/db';

/**
 * Starts a test with no session in the device database. The page mirrors its tokens there without
 * waiting (lib/stored-session.ts), so a previous test's last write is let land first.
 */
export async function resetStoredSession(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await db.session.clear();
}
