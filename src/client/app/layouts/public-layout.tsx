/** The public layout (spec §2): brand, Alpha badge, theme toggle, Sign In and Register; footer. */
import { Link, Outlet } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { ThemeToggle } from '../../components/theme-toggle';
import { BrandLink } from './brand-link';
import { HeaderBar } from './header-bar';
import { SiteFooter } from './site-footer';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <HeaderBar>
        <BrandLink to="/" />
        <nav aria-label="Account" className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-2">
          <ThemeToggle />
          <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Sign In
          </Link>
          <Link to="/register" className={buttonClasses({ size: 'sm' })}>
            Register
          </Link>
        </nav>
      </HeaderBar>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
