export { SessionProvider } from './session-provider';
export { useSession } from './use-session';
export { RequireAuth, type ReturnState } from './require-auth';
export { RequireRole } from './require-role';
export { LogoutButton } from './components/logout-button';
// The screens load lazily (lazy-screens.ts); importing them here would put them in the first chunk.
export {
  loadAuthCallbackPage,
  loadForgotPasswordPage,
  loadLoginPage,
  loadRegisterPage,
  loadResetPasswordPage,
  loadVerifyEmailPage,
} from './lazy-screens';
// The account's own calls (export, deletion) live with the dashboard, the one screen that uses them.
// The dashboard's "resend" loads its call (and the account schemas) when pressed: exported directly,
// they travelled in every page's first chunk (0.6 KB gzip of the /courses budget).
export const resendVerificationRequest = () =>
  import('./api/account').then((calls) => calls.resendVerificationRequest());
