import { useT } from '../../../lib/i18n/catalogue';
import landing from '../../../lib/i18n/catalogues/en/landing';
import { SectionHeading } from './section-heading';

// The three figures docs/product.md §1 cites, with the sentence each one belongs to (`landing.fact1`…).
const FACTS = [1, 2, 3] as const;

export function WhySection() {
  const t = useT(landing);
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-24">
      <SectionHeading id="why-title" eyebrow={t('landing.why')} title={t('landing.whyTitle')}>
        <p>{t('landing.whyText')}</p>
      </SectionHeading>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {FACTS.map((n) => (
          <li
            key={n}
            className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:block sm:p-6"
          >
            <p className="w-28 shrink-0 text-4xl font-black tracking-tight text-brand-700 sm:w-auto sm:text-5xl dark:text-brand-300">
              {t(`landing.fact${n}Figure`)}
            </p>
            <p className="text-base font-medium sm:mt-3">{t(`landing.fact${n}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
