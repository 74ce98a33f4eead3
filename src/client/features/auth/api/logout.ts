/** POST /api/auth/logout. The refresh token goes along so the server can revoke it (docs/decisions.md §1). */
import { api } from '../../../lib/api';
import { getRefreshToken } from '../../../session';

export async function logoutRequest(): Promise<void> {
  const refreshToken = getRefreshToken();
  await api.post('auth/logout', refreshToken ? { json: { refreshToken } } : {});
}
