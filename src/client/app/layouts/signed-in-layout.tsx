/**
 * The app layout (docs/product.md §2 "Signed-in layout"). /courses and /course/:id are open to guests too
 * (docs/decisions.md §1), so for a guest the header offers Sign In where a member has Dashboard and Log out.
 */
import { Outlet } from 'react-router-dom';
import { IosInstallHint } from '../../features/install';
import { AppNav } from './app-nav';
import { BrandLink } from './brand-link';
import { HeaderBar, SkipLink } from './header-bar';
import { SiteFooter } from './site-footer';

export function SignedInLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <HeaderBar>
        <BrandLink to="/courses" compact />
        <AppNav />
      </HeaderBar>
      <IosInstallHint />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
