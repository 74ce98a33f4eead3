/**
 * The public layout (docs/product.md §2): brand, Alpha badge, theme toggle, Sign In and Register; footer.
 * A signed-in golfer who opens one of its screens (the landing page, say) gets the app's own header
 * instead (issue 38): Sign In and Register while signed in would say the session is gone. While the
 * session is still being read, neither shows.
 */
import { Link, Outlet } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../features/auth';
import { OfflineIndicator } from '../../features/sync';
import { InstallButton, IosInstallHint } from '../../features/install';
import { AppNav } from './app-nav';
import { BrandLink } from './brand-link';
import { HeaderMore } from './header-more';
import { HeaderBar, SkipLink } from './header-bar';
import { SiteFooter } from './site-footer';
import { LazyHeaderSettings } from './lazy-header-settings';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

/**
 * Below 380 px the two links' text and padding are a step smaller: German and Spanish ("Anmelden",
 * "Registrieren") otherwise pushed the nav over the brand's Alpha badge (issue 39). They stay 44 px tall.
 */
const NARROW = 'max-[379px]:px-2 max-[379px]:text-[13px]';

function GuestNav({ loading }: { loading: boolean }) {
  const t = useT(shell);
  return (
    <nav aria-label={t('shell.account')} className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-2">
      <OfflineIndicator />
      {!loading && (
        <>
          <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm', className: NARROW })}>
            {t('shell.signIn')}
          </Link>
          <Link to="/register" className={buttonClasses({ size: 'sm', className: NARROW })}>
            {t('shell.register')}
          </Link>
        </>
      )}
      <HeaderMore>
        <InstallButton />
        <LazyHeaderSettings />
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
