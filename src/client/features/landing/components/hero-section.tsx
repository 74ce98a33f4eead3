import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { BrandMark } from '../../../components/brand-mark';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import landing from '../../../lib/i18n/catalogues/en/landing';
import shell from '../../../lib/i18n/catalogues/en/shell';
import { withElements } from '../../../lib/i18n/rich-text';
import { useSession } from '../../auth';

/** The hero's two calls: join or sign in; for a signed-in golfer, the app's answer and the list (issue 38). */
function HeroCalls() {
  const { user, isLoading } = useSession();
  const t = useT(landing);
  const ts = useT(shell);
  if (isLoading) return <div className="mt-8 min-h-12" />;
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <Link to={user ? '/nearby' : '/register'} className={buttonClasses({ variant: 'flag', size: 'lg' })}>
        {t(user ? 'landing.nearest' : 'landing.start')}
        <ArrowRight aria-hidden className="size-5" />
      </Link>
      {!user && (
        <Link to="/login" className={buttonClasses({ variant: 'on-dark', size: 'lg' })}>
          {ts('shell.signIn')}
        </Link>
      )}
    </div>
  );
}

export function HeroSection() {
  const t = useT(landing);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-brand-900 text-white dark:bg-brand-950"
    >
      {/* Mown-fairway stripes and a soft light from the top: decoration only. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[repeating-linear-gradient(115deg,rgba(255,255,255,0.045)_0_56px,transparent_56px_112px)]"
      />
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 pt-10 pb-24 sm:px-8 sm:pt-20 sm:pb-36 lg:grid-cols-[1fr_auto]">
        <div>
          {/* The header right above already shows the brand, so the hero leads with the tagline
              instead of repeating the name (issue 20). The name stays in the heading for screen
              readers and search engines: the product name and tagline of docs/product.md §2. */}
          {/* Long words ("Toilettenverzeichnis") are wider than a 320 px phone at this size (issue 39):
              they break at the catalogue's soft hyphens, else where the browser hyphenates the page's
              language (<html lang>, docs/decisions.md §9), else anywhere, rather than being clipped. */}
          <h1
            id="hero-title"
            className="text-4xl leading-tight font-black tracking-tight hyphens-auto wrap-anywhere sm:text-6xl"
          >
            <span className="sr-only">Fairway Relief: </span>
            {withElements((marks) => t('landing.tagline', marks), {
              directory: <span className="text-flag-300">{t('landing.directory')}</span>,
            })}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-50">{t('landing.lead')}</p>
          <HeroCalls />
          {/* Browsing needs no account (issue 20): a golfer at the turn should not have to register first. */}
          <Link
            to="/courses"
            className="mt-5 inline-flex min-h-11 items-center gap-2 text-lg font-bold text-white underline decoration-flag-300 decoration-2 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('landing.browse')}
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </div>
        {/* The app icon, large, on wide screens: the thing golfers will add to their home screen. */}
        <BrandMark className="hidden size-72 rotate-3 rounded-[3.5rem] shadow-2xl ring-1 ring-white/20 lg:block" />
      </div>
    </section>
  );
}
