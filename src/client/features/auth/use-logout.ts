import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from './use-session';

const loadOutbox = () => import('../../offline/outbox');

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
 * Logs out (docs/product.md §4) and goes to the landing page; cached data of the old session is dropped too.
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
