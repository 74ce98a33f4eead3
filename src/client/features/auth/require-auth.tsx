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
