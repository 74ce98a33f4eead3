/**
 * The auth screens as react-router lazy routes: each loads with its own chunk when its path is first
 * opened, so the landing page and the course list do not carry the sign-in and registration forms.
 */
export const loadLoginPage = async () => ({ Component: (await import('./login-page')).LoginPage });
export const loadRegisterPage = async () => ({ Component: (await import('./register-page')).RegisterPage });
export const loadAuthCallbackPage = async () => ({
  Component: (await import('./auth-callback-page')).AuthCallbackPage,
});
export const loadForgotPasswordPage = async () => ({
  Component: (await import('./forgot-password-page')).ForgotPasswordPage,
});
export const loadResetPasswordPage = async () => ({
  Component: (await import('./reset-password-page')).ResetPasswordPage,
});
export const loadVerifyEmailPage = async () => ({
  Component: (await import('./verify-email-page')).VerifyEmailPage,
});
