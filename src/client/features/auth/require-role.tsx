/**
 * Route guard for role-restricted screens (docs/product.md §6, docs/decisions.md §1): signed-out users are
 * sent to sign in; signed-in users without the role see the Access Denied screen and toast. That
 * screen is its own chunk, fetched when someone is refused: the entry chunk is part of every first
 * paint, /courses' included (its JavaScript budget, BENCHMARKS.md).
 */
import { useEffect, type ReactNode } from 'react';
import type { Role } from '../../../shared/schemas/auth';
import { lazyComponent } from '../../lib/lazy-component';
import { RequireAuth } from './require-auth';
import { useSession } from './use-session';

const accessDenied = lazyComponent(() =>
  import('./components/access-denied-screen').then((module) => module.AccessDeniedScreen),
);

function AccessDenied() {
  const Screen = accessDenied.useLoaded();
  useEffect(() => {
    // A failed fetch is tried again on the next refusal; the route stays empty meanwhile.
    accessDenied.load().catch(() => undefined);
  }, []);
  return Screen ? <Screen /> : null;
}

function RoleCheck({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSession();
  return user && roles.includes(user.role) ? children : <AccessDenied />;
}

export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  return (
    <RequireAuth>
      <RoleCheck roles={roles}>{children}</RoleCheck>
    </RequireAuth>
  );
}
