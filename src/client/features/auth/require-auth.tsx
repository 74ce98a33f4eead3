/**
 * Route guard for screens that need a signed-in user (docs/product.md §2). Signed-out users go to /login with
 * the history entry replaced; `state.from` remembers where they were so sign-in can send them back.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { CenteredSpinner } from '../../components/ui/spinner';
import { useSession } from './use-session';

export interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where to go after signing in: back to the guarded screen, or the course list. */
export function returnPathFrom(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/courses';
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <CenteredSpinner />;
  if (!user) {
    const state: ReturnState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

/**
 * The sign-in and registration screens are for visitors without a session: a signed-in member who
 * lands on one (a bookmark, the landing page's Sign In, the back button) goes on to where they were
 * headed instead of a form that would start a second session (issue 38). `busy` while the screen's
 * own request is signing in: it navigates itself.
 */
export function SignedOutOnly({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (user && !busy) return <Navigate to={returnPathFrom(location.state)} replace />;
  return children;
}
