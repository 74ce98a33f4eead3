/**
 * Account upkeep calls of the sign-in screens past the spec's table: email verification and password
 * reset. (A person's own data, export and deletion, is the dashboard's: features/dashboard/api.)
 * Each answer is checked against the shared contract.
 */
import {
  messageResultSchema,
  resetLinkResultSchema,
  verifiedResultSchema,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '../../../../shared/schemas/accounts';
import { api, parseData } from '../../../lib/api';

export const verifyEmailRequest = (token: string) =>
  parseData(api.post('auth/verify-email', { json: { token } }), verifiedResultSchema);

export const resendVerificationRequest = () =>
  parseData(api.post('auth/resend-verification'), messageResultSchema);

export const forgotPasswordRequest = (body: ForgotPasswordRequest) =>
  parseData(api.post('auth/forgot-password', { json: body }), messageResultSchema);

export const resetPasswordRequest = (body: ResetPasswordRequest) =>
  parseData(api.post('auth/reset-password', { json: body }), messageResultSchema);

/** Whether the reset link still works (read only: the link stays usable). */
export const checkResetLinkRequest = (token: string) =>
  parseData(api.post('auth/reset-password/check', { json: { token } }), resetLinkResultSchema);
