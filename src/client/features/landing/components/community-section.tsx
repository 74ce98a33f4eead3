import { BadgeCheck, MessageSquareText, ThumbsUp } from 'lucide-react';
import { useT } from '../../../lib/i18n/catalogue';
import landing from '../../../lib/i18n/catalogues/en/landing';
import { SectionHeading } from './section-heading';

const FEATURES = [
  { icon: MessageSquareText, n: 1 },
  { icon: BadgeCheck, n: 2 },
  { icon: ThumbsUp, n: 3 },
] as const;

export function CommunitySection() {
  const t = useT(landing);
  return (
    <section aria-labelledby="community-title" className="border-t border-line bg-surface-muted">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-24">
        <SectionHeading
          id="community-title"
          eyebrow={t('landing.community')}
          title={t('landing.communityTitle')}
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, n }) => (
            <li key={n} className="flex gap-4 rounded-2xl border border-line bg-surface p-5 sm:block sm:p-6">
              <Icon aria-hidden className="size-8 shrink-0 text-brand-600 dark:text-brand-300" />
              <div>
                <h3 className="text-lg font-bold sm:mt-4">{t(`landing.feature${n}`)}</h3>
                <p className="mt-1 text-fg-muted sm:mt-2">{t(`landing.feature${n}Text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
