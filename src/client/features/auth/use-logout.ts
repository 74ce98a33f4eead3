import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from './use-session';

/** Logs out (spec §4) and goes to the landing page; cached data of the old session is dropped too. */
export function useLogout(): () => Promise<void> {
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
    await navigate('/');
  }, [logout, queryClient, navigate]);
}
