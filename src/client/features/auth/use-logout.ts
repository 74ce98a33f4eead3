import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { pushAllowedBy } from '../../lib/push-device';
import { useSession } from './use-session';

const loadOutbox = () => import('../../offline/outbox');

/**
 * "Stop on this device" on the way out (docs/product.md §12): a device handed to someone else after
 * a logout must not go on showing the owner's pushes. The device stops first, which needs no
 * signal; a server that could not be told drops the subscription at its next push (the push service
 * answers 404/410). Loaded only where an account allowed push here.
 */
async function withdrawPush(): Promise<void> {
  if (!pushAllowedBy()) return;
  try {
    await (await import('../push')).stopOnDevice();
  } catch {
    // Nothing to undo: the device has stopped, or never could.
  }
}

export type UnsentChoice = 'keep' | 'discard';

export interface LogoutControl {
  /** Logs out at once, or first asks (`unsent` > 0) when the user has writes not yet on the server. */
  requestLogout: () => Promise<void>;
  /** The user's writes still queued on this device while the question is open, else 0. */
  unsent: number;
  /** The answer: keep them for the next sign-in here, or discard them; both then log out. */
  confirm: (choice: UnsentChoice) => Promise<void>;
  cancel: () => void;
  busy: boolean;
}

async function countUnsent(userId: string): Promise<number> {
  try {
    return await (await loadOutbox()).countUnsent(userId);
  } catch {
    return 0; // No device store (private mode): nothing can be waiting in it.
  }
}

/**
 * Logs out (docs/product.md §4) and goes to the landing page; cached data of the old session is dropped
 * too, and push notifications allowed on this device are withdrawn.
 * A deliberate logout with unsent writes asks first (docs/decisions.md §6: nothing vanishes silently):
 * kept writes stay queued under their own account and are sent when it signs in here again, never
 * with anyone else's session.
 */
export function useLogout(): LogoutControl {
  const { logout, user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [unsent, setUnsent] = useState(0);
  const [busy, setBusy] = useState(false);
  const userId = user?._id ?? null;

  const finish = useCallback(async () => {
    // Before the logout call, while the session can still tell the server.
    await withdrawPush();
    await logout();
    queryClient.clear();
    setUnsent(0);
    await navigate('/');
  }, [logout, queryClient, navigate]);

  const requestLogout = useCallback(async () => {
    const count = userId ? await countUnsent(userId) : 0;
    if (count > 0) setUnsent(count);
    else await finish();
  }, [userId, finish]);

  const confirm = useCallback(
    async (choice: UnsentChoice) => {
      setBusy(true);
      try {
        if (choice === 'discard' && userId) await (await loadOutbox()).discardUserEntries(userId);
        await finish();
      } finally {
        setBusy(false);
      }
    },
    [userId, finish],
  );

  const cancel = useCallback(() => setUnsent(0), []);
  return { requestLogout, unsent, confirm, cancel, busy };
}
