/** The public layout (spec §2): brand, Alpha badge, theme toggle, Sign In and Register; footer. */
import { Link, Outlet } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { ThemeToggle } from '../../components/theme-toggle';
import { AlphaBadge } from './alpha-badge';
import { BrandLink } from './brand-link';
import { HeaderBar } from './header-bar';
import { SiteFooter } from './site-footer';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <HeaderBar>
        <BrandLink to="/" />
        <AlphaBadge />
        <nav aria-label="Account" className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <Link to="/login" className={buttonClasses({ variant: 'ghost', className: 'px-2.5 sm:px-4' })}>
            Sign In
          </Link>
          <Link to="/register" className={buttonClasses({ className: 'px-3 sm:px-4' })}>
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
