/**
 * Deleting one's own account from this device: the server deletes it (with the password, or within
 * minutes of signing in), then the device forgets the session, the cached answers and any writes of
 * that account still waiting in the outbox (they could never be sent now), and goes home.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n/catalogue';
import dashboard from '../../lib/i18n/catalogues/en/dashboard';
import { toast } from '../../lib/toast';
import { useSession } from '../auth';
import { deleteAccountRequest } from './api/account';

export function useDeleteAccount() {
  const { logout, user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const userId = user?._id ?? null;
  const t = useT(dashboard);

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
        // Home first: the dashboard this runs from is behind the sign-in guard, which would send
        // the signed-out page to /login instead.
        await navigate('/', { replace: true });
        await logout();
        queryClient.clear();
        toast({ title: t('dashboard.deleted'), description: t('dashboard.deletedText') });
      } finally {
        setBusy(false);
      }
    },
    [logout, queryClient, navigate, userId, t],
  );
  return { deleteAccount, busy };
}
