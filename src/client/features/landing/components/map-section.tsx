import { LocateFixed, MapPin, SlidersHorizontal } from 'lucide-react';
import { useT } from '../../../lib/i18n/catalogue';
import landing from '../../../lib/i18n/catalogues/en/landing';
import { SectionHeading } from './section-heading';

const POINTS = [
  { icon: MapPin, n: 1 },
  { icon: LocateFixed, n: 2 },
  { icon: SlidersHorizontal, n: 3 },
] as const;

/** A drawn map preview (decorative): fairways, a cluster and a few pins. */
function MapPreview() {
  const t = useT(landing);
  return (
    <div
      aria-hidden
      className="relative aspect-[4/3] overflow-hidden rounded-3xl border border-line bg-brand-100 shadow-xl dark:bg-brand-950"
    >
      <div className="absolute -top-10 -left-16 h-52 w-80 rotate-12 rounded-[50%] bg-brand-200 dark:bg-brand-900" />
      <div className="absolute right-[-4rem] bottom-[-3rem] h-56 w-96 -rotate-6 rounded-[50%] bg-brand-200 dark:bg-brand-900" />
      <div className="absolute top-1/2 left-0 h-3 w-full -rotate-6 bg-white/70 dark:bg-white/10" />
      <div className="absolute top-0 left-2/3 h-full w-2 rotate-12 bg-white/70 dark:bg-white/10" />
      <span className="absolute top-[22%] left-[20%] flex size-12 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white ring-4 ring-brand-700/30">
        12
      </span>
      <MapPin className="absolute top-[55%] left-[30%] size-9 fill-flag-400 text-flag-950" />
      <MapPin className="absolute top-[30%] left-[62%] size-9 fill-flag-400 text-flag-950" />
      <MapPin className="absolute top-[64%] left-[72%] size-9 fill-flag-400 text-flag-950" />
      <span className="absolute top-[48%] left-[48%] size-5 rounded-full border-4 border-white bg-sky-600 shadow" />
      <div className="absolute right-3 bottom-3 left-3 rounded-2xl bg-surface p-3 text-fg shadow-lg sm:right-auto sm:w-64">
        {/* A made-up course: a name, not translated. */}
        <p className="text-sm font-bold">Pine Hollow Golf Club</p>
        <p className="text-xs text-fg-muted">{t('landing.previewLine')}</p>
      </div>
    </div>
  );
}

export function MapSection() {
  const t = useT(landing);
  return (
    <section aria-labelledby="map-title" className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-24">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="map-title" eyebrow={t('landing.map')} title={t('landing.mapTitle')}>
            <p>{t('landing.mapText')}</p>
          </SectionHeading>
          <ul className="mt-8 space-y-4">
            {POINTS.map(({ icon: Icon, n }) => (
              <li key={n} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-on-primary-soft">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="pt-2">{t(`landing.point${n}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <MapPreview />
      </div>
    </section>
  );
}
