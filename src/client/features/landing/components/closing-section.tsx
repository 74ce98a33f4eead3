import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import landing from '../../../lib/i18n/catalogues/en/landing';
import shell from '../../../lib/i18n/catalogues/en/shell';
import { useSession } from '../../auth';

/** The invitation to join: a signed-in golfer has joined already (issue 38). */
export function ClosingSection() {
  const { user, isLoading } = useSession();
  const t = useT(landing);
  const ts = useT(shell);
  if (user || isLoading) return null;
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-24">
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16 dark:bg-brand-900">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[repeating-linear-gradient(115deg,rgba(255,255,255,0.05)_0_48px,transparent_48px_96px)]"
        />
        <h2 id="closing-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {t('landing.closingTitle')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{t('landing.closingText')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/register" className={buttonClasses({ variant: 'flag', size: 'lg' })}>
            {t('landing.start')}
          </Link>
          <Link to="/login" className={buttonClasses({ variant: 'on-dark', size: 'lg' })}>
            {ts('shell.signIn')}
          </Link>
        </div>
      </div>
    </section>
  );
}
