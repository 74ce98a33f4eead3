import { Check, X } from 'lucide-react';
import { useT } from '../../../lib/i18n/catalogue';
import landing from '../../../lib/i18n/catalogues/en/landing';
import { SectionHeading } from './section-heading';

/** The two lists' rows, `landing.usual1`… and `landing.ours1`…. */
const ROWS = [1, 2, 3, 4] as const;

export function GapSection() {
  const t = useT(landing);
  return (
    <section aria-labelledby="gap-title" className="border-y border-line bg-surface-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-2 lg:items-center">
        <SectionHeading id="gap-title" eyebrow={t('landing.gap')} title={t('landing.gapTitle')}>
          <p>{t('landing.gapText')}</p>
        </SectionHeading>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div className="rounded-2xl border border-line bg-surface p-5">
            <h3 className="font-bold text-fg-muted">{t('landing.typical')}</h3>
            <ul className="mt-3 space-y-2">
              {ROWS.map((n) => (
                <li key={n} className="flex gap-2 text-fg-muted">
                  <X aria-hidden className="mt-0.5 size-5 shrink-0" />
                  {t(`landing.usual${n}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border-2 border-brand-600 bg-surface p-5 dark:border-brand-400">
            <h3 className="font-bold">Fairway Relief</h3>
            <ul className="mt-3 space-y-2">
              {ROWS.map((n) => (
                <li key={n} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
                  {t(`landing.ours${n}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
