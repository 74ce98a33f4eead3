/**
 * The header's controls for the session as it is (docs/product.md §2 "Signed-in layout"): a member
 * gets sync, Courses, Dashboard (and Owner dashboard for course owners and admins) and Log out; a
 * guest gets Courses and Sign In. Both layouts draw it, so the landing page's header shows a signed-in
 * golfer their own controls, never "Sign In / Register" (issue 38).
 */
import { Link, NavLink } from 'react-router-dom';
import { ClipboardCheck, LayoutDashboard, LogIn, MapPinned, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { LogoutButton, useSession } from '../../features/auth';
import { InstallButton } from '../../features/install';
import { OfflineIndicator, SyncIndicator } from '../../features/sync';
import { HeaderMore } from './header-more';
import { LazyHeaderSettings } from './lazy-header-settings';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

const OWNER_ROLES = new Set(['course_owner', 'admin']);

function NavIcon({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <NavLink
      to={to}
      aria-label={label}
      title={label}
      className={({ isActive }) => buttonClasses({ variant: isActive ? 'secondary' : 'ghost', size: 'icon' })}
    >
      <Icon aria-hidden className="size-5" />
    </NavLink>
  );
}

export function AppNav() {
  const { user } = useSession();
  const t = useT(shell);
  return (
    <nav aria-label={t('shell.nav')} className="ml-auto flex shrink-0 items-center sm:gap-1">
      {user ? <SyncIndicator /> : <OfflineIndicator />}
      <NavIcon to="/courses" label={t('shell.courses')} icon={MapPinned} />
      {user && <NavIcon to="/dashboard" label={t('shell.dashboard')} icon={LayoutDashboard} />}
      {user && OWNER_ROLES.has(user.role) && (
        <NavIcon to="/owner-dashboard" label={t('shell.ownerDashboard')} icon={ClipboardCheck} />
      )}
      {!user && (
        <Link
          to="/login"
          aria-label={t('shell.signIn')}
          title={t('shell.signIn')}
          className={buttonClasses({ variant: 'ghost', size: 'icon' })}
        >
          <LogIn aria-hidden className="size-5" />
        </Link>
      )}
      <HeaderMore>
        <InstallButton />
        <LazyHeaderSettings legal />
        {user && <LogoutButton />}
      </HeaderMore>
    </nav>
  );
}
