export { SessionProvider } from './session-provider';
export { useSession } from './use-session';
export type { ProfileLoad, SessionValue } from './session-context';
export { RequireAuth, returnPathFrom, type ReturnState } from './require-auth';
export { RequireRole } from './require-role';
export { useLogout } from './use-logout';
export { LogoutButton } from './components/logout-button';
// The screens load lazily (lazy-screens.ts); importing them here would put them in the first chunk.
export { loadAuthCallbackPage, loadLoginPage, loadRegisterPage } from './lazy-screens';
