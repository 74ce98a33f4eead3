export { SessionProvider } from './session-provider';
export { useSession } from './use-session';
export type { ProfileLoad, SessionValue } from './session-context';
export { RequireAuth, returnPathFrom, type ReturnState } from './require-auth';
export { RequireRole } from './require-role';
export { useLogout } from './use-logout';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { AuthCallbackPage } from './auth-callback-page';
