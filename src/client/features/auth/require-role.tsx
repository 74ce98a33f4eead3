/**
 * Route guard for role-restricted screens (docs/product.md §6, docs/decisions.md §1): signed-out users are
 * sent to sign in; signed-in users without the role see the Access Denied screen and toast.
 */
import type { ReactNode } from 'react';
import type { Role } from '../../../shared/schemas/auth';
import { AccessDeniedScreen } from './components/access-denied-screen';
import { RequireAuth } from './require-auth';
import { useSession } from './use-session';

function RoleCheck({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSession();
  return user && roles.includes(user.role) ? children : <AccessDeniedScreen />;
}

export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  return (
    <RequireAuth>
      <RoleCheck roles={roles}>{children}</RoleCheck>
    </RequireAuth>
  );
}
