/**
 * POST /api/auth/register (docs/product.md §7). docs/decisions.md §1 fixes the spec's register answer: it
 * carries both tokens, like login. `agreeToTerms` stays on the client (docs/product.md §3).
 */
import { api, parseData } from '../../../lib/api';
import { authResultSchema, type AuthResult, type RegisterRequest } from '../../../../shared/schemas/auth';

export function registerRequest(account: RegisterRequest): Promise<AuthResult> {
  return parseData(api.post('auth/register', { json: account }), authResultSchema);
}
