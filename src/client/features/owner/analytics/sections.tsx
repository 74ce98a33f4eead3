/**
 * The Analytics tab's four figures (docs/product.md §12, "Analytics"), each a titled section with its
 * chart and, beside it (below it on a phone), the table of its numbers.
 */
import { useMemo, type ReactNode } from 'react';
import type { OwnerAnalytics } from '../../../../shared/schemas/analytics';
import { activeLanguage, useT } from '../../../lib/i18n/catalogue';
import analyticsEn from '../../../lib/i18n/catalogues/en/analytics';
import { Chart } from './chart';
import { categoryBars, ratingOverReviews, weeklyBars } from './chart-options';
import { kindLabel, toHours } from './format';
import { FixTimesTable, OpenProblemsTable, RatingsTable, WeeklyReportsTable } from './tables';

function Section({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <h3 className="text-lg font-bold">{title}</h3>
      <p className="mb-3 text-sm text-fg-muted">{note}</p>
      {children}
    </section>
  );
}

// minmax(0, 1fr) columns: a chart's canvas must not hold its column wider than the screen (320 px).
const BESIDE = 'grid grid-cols-1 items-start gap-4 lg:grid-cols-2';
const seconds = (iso: string) => new Date(iso).getTime() / 1000;

export function OpenProblemsSection({ analytics }: { analytics: OwnerAnalytics }) {
  const t = useT(analyticsEn);
  return (
    <Section title={t('analytics.open')} note={t('analytics.open.note')}>
      <OpenProblemsTable problems={analytics.openProblems} />
    </Section>
  );
}

export function FixTimesSection({ analytics }: { analytics: OwnerAnalytics }) {
  const t = useT(analyticsEn);
  const { locale } = activeLanguage();
  const { fixTimes } = analytics;
  const options = useMemo(
    () =>
      categoryBars(
        fixTimes.map((row) => kindLabel(row.kind)),
        t('analytics.hours'),
        locale,
      ),
    [fixTimes, t, locale],
  );
  const data = useMemo(
    () =>
      [fixTimes.map((_, i) => i), fixTimes.map((row) => toHours(row.medianSeconds))] as [number[], number[]],
    [fixTimes],
  );
  return (
    <Section title={t('analytics.fix')} note={t('analytics.fix.note')}>
      {fixTimes.length === 0 ? (
        <p className="text-fg-muted">{t('analytics.fix.none')}</p>
      ) : (
        <div className={BESIDE}>
          <Chart label={t('analytics.fix.chart')} height={220} options={options} data={data} />
          <FixTimesTable fixTimes={fixTimes} />
        </div>
      )}
    </Section>
  );
}

export function WeeklyReportsSection({ analytics }: { analytics: OwnerAnalytics }) {
  const t = useT(analyticsEn);
  const { locale } = activeLanguage();
  const { weeks, reportsPerWeek } = analytics;
  const max = Math.max(0, ...reportsPerWeek.flatMap((restroom) => restroom.counts));
  const x = useMemo(() => weeks.map(seconds), [weeks]);
  const options = useMemo(() => weeklyBars(max, x, locale), [max, x, locale]);
  const series = useMemo(
    () => reportsPerWeek.map((restroom) => [x, restroom.counts] as [number[], number[]]),
    [reportsPerWeek, x],
  );
  return (
    <Section title={t('analytics.weekly')} note={t('analytics.weekly.note')}>
      {reportsPerWeek.length === 0 ? (
        <p className="text-fg-muted">{t('analytics.weekly.none')}</p>
      ) : (
        <div className={BESIDE}>
          <ul className="flex min-w-0 flex-col gap-3">
            {reportsPerWeek.map((restroom, i) => (
              <li key={restroom.restroomId}>
                <p className="text-sm font-semibold">{restroom.restroomName}</p>
                <Chart
                  label={t('analytics.weekly.chart', { restroom: restroom.restroomName })}
                  height={120}
                  options={options}
                  data={series[i] ?? [[], []]}
                />
              </li>
            ))}
          </ul>
          <WeeklyReportsTable weeks={weeks} restrooms={reportsPerWeek} />
        </div>
      )}
    </Section>
  );
}

export function RatingsSection({ analytics }: { analytics: OwnerAnalytics }) {
  const t = useT(analyticsEn);
  const { locale } = activeLanguage();
  const { ratings } = analytics;
  const data = useMemo(
    () =>
      [
        ratings.map((week) => seconds(week.weekStart)),
        ratings.map((week) => week.newReviews),
        ratings.map((week) => week.averageRating),
      ] as [number[], number[], (number | null)[]],
    [ratings],
  );
  const options = useMemo(
    () =>
      ratingOverReviews(
        data[0],
        { rating: t('analytics.rating'), reviews: t('analytics.newReviews') },
        locale,
      ),
    [data, t, locale],
  );
  const reviewed = (ratings.at(-1)?.totalReviews ?? 0) > 0;
  return (
    <Section title={t('analytics.ratings')} note={t('analytics.ratings.note')}>
      {reviewed ? (
        <div className={BESIDE}>
          <Chart label={t('analytics.ratings.chart')} height={220} options={options} data={data} />
          <RatingsTable ratings={ratings} />
        </div>
      ) : (
        <p className="text-fg-muted">{t('analytics.ratings.none')}</p>
      )}
    </Section>
  );
}
