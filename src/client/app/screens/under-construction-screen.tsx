/** Any path without a screen (docs/product.md §2). */
import { Link } from 'react-router-dom';
import { Construction } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../lib/i18n/catalogue';
import app from '../../lib/i18n/catalogues/en/app';
import notFound from '../../lib/i18n/catalogues/en/not-found';

export function UnderConstructionScreen() {
  const t = useT(notFound);
  const ta = useT(app);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <span className="flex size-20 items-center justify-center rounded-3xl bg-flag-400 text-flag-950 shadow-sm">
        <Construction aria-hidden className="size-10" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-fg-muted">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {ta('app.home')}
      </Link>
    </section>
  );
}
