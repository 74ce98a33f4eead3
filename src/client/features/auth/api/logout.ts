/** POST /api/auth/logout. The refresh token goes along so the server can revoke it (decisions.md §1). */
import { api } from '../../../lib/api';
import { getRefreshToken } from '../../../lib/session-tokens';

export async function logoutRequest(): Promise<void> {
  const refreshToken = getRefreshToken();
  await api.post('auth/logout', refreshToken ? { json: { refreshToken } } : {});
}
