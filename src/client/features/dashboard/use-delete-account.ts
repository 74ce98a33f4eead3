/**
 * Deleting one's own account from this device: the server deletes it (with the password, or within
 * minutes of signing in), then the device forgets the session, the cached answers and any writes of
 * that account still waiting in the outbox (they could never be sent now), and goes home.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n/catalogue';
import dashboard from '../../lib/i18n/catalogues/en/dashboard';
import { toast } from '../../lib/toast';
import { useSession } from '../auth';
import { deleteAccountRequest } from './api/account';

/** At most this long for the way home to be drawn before the session ends regardless. */
const LEAVE_WAIT_MS = 3_000;

/** A promise that settles once the calling component is unmounted: its screen is no longer drawn. */
function useUnmounted(): () => Promise<void> {
  const gone = useRef<Promise<void>>(undefined);
  useEffect(() => {
    let resolve = () => {};
    gone.current = new Promise<void>((settle) => (resolve = settle));
    return () => resolve();
  }, []);
  return useCallback(() => gone.current ?? Promise.resolve(), []);
}

export function useDeleteAccount() {
  const { logout, user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const userId = user?._id ?? null;
  const t = useT(dashboard);
  const unmounted = useUnmounted();

  const deleteAccount = useCallback(
    async (password: string | undefined) => {
      setBusy(true);
      try {
        await deleteAccountRequest(password ? { password } : {});
        if (userId) {
          await import('../../offline/outbox')
            .then((outbox) => outbox.discardUserEntries(userId))
            .catch(() => undefined);
        }
        // Home first: the dashboard this runs from is behind the sign-in guard, which sends a
        // signed-out page to /login. The way home is a transition React draws when it can (after
        // the landing's chunk and loader), so the session ends once this screen is gone: ended
        // sooner, the guard's /login replaced the way home.
        await navigate('/', { replace: true });
        await Promise.race([unmounted(), new Promise((settle) => setTimeout(settle, LEAVE_WAIT_MS))]);
        await logout();
        queryClient.clear();
        toast({ title: t('dashboard.deleted'), description: t('dashboard.deletedText') });
      } finally {
        setBusy(false);
      }
    },
    [logout, queryClient, navigate, userId, t, unmounted],
  );
  return { deleteAccount, busy };
}
