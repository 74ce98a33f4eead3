/**
 * GET /api/auth/google/status: whether this server offers Google sign-in. Asked once per visit; an
 * unanswered or refused ask counts as "no", since the button would only lead to an error screen.
 */
import { useQuery } from '@tanstack/react-query';
import { googleStatusResultSchema } from '../../../../shared/schemas/auth';
import { api, parseData } from '../../../lib/api';

async function getGoogleStatus(): Promise<boolean> {
  const { configured } = await parseData(api.get('auth/google/status'), googleStatusResultSchema);
  return configured;
}

export function useGoogleConfigured(): boolean {
  const { data } = useQuery({
    queryKey: ['auth', 'google-status'],
    queryFn: getGoogleStatus,
    staleTime: Infinity,
    retry: 1,
  });
  return data === true;
}
