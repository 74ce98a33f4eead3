/** The public layout (docs/product.md §2): brand, Alpha badge, theme toggle, Sign In and Register; footer. */
import { Link, Outlet } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { ThemeToggle } from '../../components/theme-toggle';
import { OfflineIndicator } from '../../features/sync';
import { InstallButton, IosInstallHint } from '../../features/install';
import { BrandLink } from './brand-link';
import { HeaderMore } from './header-more';
import { HeaderBar, SkipLink } from './header-bar';
import { SiteFooter } from './site-footer';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <HeaderBar>
        <BrandLink to="/" />
        <nav aria-label="Account" className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-2">
          <OfflineIndicator />
          <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Sign In
          </Link>
          <Link to="/register" className={buttonClasses({ size: 'sm' })}>
            Register
          </Link>
          <HeaderMore>
            <InstallButton />
            <ThemeToggle />
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
