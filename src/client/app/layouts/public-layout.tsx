/**
 * The public layout (docs/product.md §2): brand, Alpha badge, theme toggle, Sign In and Register; footer.
 * A signed-in golfer who opens one of its screens (the landing page, say) gets the app's own header
 * instead (issue 38): Sign In and Register while signed in would say the session is gone. While the
 * session is still being read, neither shows.
 */
import { Link, Outlet } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { ThemeToggle } from '../../components/theme-toggle';
import { useSession } from '../../features/auth';
import { OfflineIndicator } from '../../features/sync';
import { InstallButton, IosInstallHint } from '../../features/install';
import { AppNav } from './app-nav';
import { BrandLink } from './brand-link';
import { HeaderMore } from './header-more';
import { HeaderBar, SkipLink } from './header-bar';
import { SiteFooter } from './site-footer';

function GuestNav({ loading }: { loading: boolean }) {
  return (
    <nav aria-label="Account" className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-2">
      <OfflineIndicator />
      {!loading && (
        <>
          <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Sign In
          </Link>
          <Link to="/register" className={buttonClasses({ size: 'sm' })}>
            Register
          </Link>
        </>
      )}
      <HeaderMore>
        <InstallButton />
        <ThemeToggle />
      </HeaderMore>
    </nav>
  );
}

export function PublicLayout() {
  const { user, isLoading } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <HeaderBar>
        <BrandLink to={user ? '/courses' : '/'} compact={user !== null} />
        {user ? <AppNav /> : <GuestNav loading={isLoading} />}
      </HeaderBar>
      <IosInstallHint />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
