/**
 * POST /api/auth/login (docs/product.md §7; docs/decisions.md §1: the answer carries both tokens and the
 * user).
 */
import { api, parseData } from '../../../lib/api';
import { authResultSchema, type AuthResult, type LoginRequest } from '../../../../shared/schemas/auth';

export function loginRequest(credentials: LoginRequest): Promise<AuthResult> {
  return parseData(api.post('auth/login', { json: credentials }), authResultSchema);
}
