/**
 * POST /api/auth/register (docs/product.md §7). docs/decisions.md §1 fixes the spec's register answer: it
 * carries both tokens, like login. `agreeToTerms` stays on the client (docs/product.md §3). The
 * language on screen becomes the account's, so its first e-mail is in it (docs/decisions.md §9).
 */
import { api, parseData } from '../../../lib/api';
import { activeLanguage } from '../../../lib/i18n/catalogue';
import { authResultSchema, type AuthResult, type RegisterRequest } from '../../../../shared/schemas/auth';

export function registerRequest(account: RegisterRequest): Promise<AuthResult> {
  const json = { language: activeLanguage().language, ...account };
  return parseData(api.post('auth/register', { json }), authResultSchema);
}
