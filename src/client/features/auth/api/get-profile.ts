/** GET /api/users/profile: the signed-in user (docs/product.md §7, answer data.user). */
import { api, parseData } from '../../../lib/api';
import { profileResultSchema, type User } from '../../../../shared/schemas/auth';

export async function getProfile(): Promise<User> {
  const { user } = await parseData(api.get('users/profile'), profileResultSchema);
  return user;
}
