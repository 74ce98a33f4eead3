/**
 * The app layout (docs/product.md §2 "Signed-in layout"). /courses and /course/:id are open to guests too
 * (docs/decisions.md §1), so for a guest the header offers Sign In where a member has Dashboard and Log out.
 */
import { Link, NavLink, Outlet } from 'react-router-dom';
import { ClipboardCheck, LayoutDashboard, LogIn, MapPinned, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { ThemeToggle } from '../../components/theme-toggle';
import { LogoutButton, useSession } from '../../features/auth';
import { InstallButton, IosInstallHint } from '../../features/install';
import { LegalMenu } from '../../features/legal';
import { OfflineIndicator, SyncIndicator } from '../../features/sync';
import { BrandLink } from './brand-link';
import { HeaderMore } from './header-more';
import { HeaderBar, SkipLink } from './header-bar';
import { SiteFooter } from './site-footer';

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

export function SignedInLayout() {
  const { user } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <HeaderBar>
        <BrandLink to="/courses" compact />
        <nav aria-label="Main" className="ml-auto flex shrink-0 items-center sm:gap-1">
          {user ? <SyncIndicator /> : <OfflineIndicator />}
          <NavIcon to="/courses" label="Courses" icon={MapPinned} />
          {user && <NavIcon to="/dashboard" label="Dashboard" icon={LayoutDashboard} />}
          {user && OWNER_ROLES.has(user.role) && (
            <NavIcon to="/owner-dashboard" label="Owner dashboard" icon={ClipboardCheck} />
          )}
          {!user && (
            <Link
              to="/login"
              aria-label="Sign In"
              title="Sign In"
              className={buttonClasses({ variant: 'ghost', size: 'icon' })}
            >
              <LogIn aria-hidden className="size-5" />
            </Link>
          )}
          <HeaderMore>
            <InstallButton />
            <LegalMenu />
            <ThemeToggle />
            {user && <LogoutButton />}
          </HeaderMore>
        </nav>
      </HeaderBar>
      <IosInstallHint />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
