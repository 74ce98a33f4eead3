/**
 * The Analytics tab's four figures (docs/product.md §12, "Analytics"), each a titled section with its
 * chart and, beside it (below it on a phone), the table of its numbers.
 */
import { useMemo, type ReactNode } from 'react';
import type { OwnerAnalytics } from '../../../../shared/schemas/analytics';
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
  return (
    <Section title="Open problems now" note="Reports still standing, the oldest first.">
      <OpenProblemsTable problems={analytics.openProblems} />
    </Section>
  );
}

export function FixTimesSection({ analytics }: { analytics: OwnerAnalytics }) {
  const { fixTimes } = analytics;
  const options = useMemo(
    () =>
      categoryBars(
        fixTimes.map((row) => kindLabel(row.kind)),
        'Hours',
      ),
    [fixTimes],
  );
  const data = useMemo(
    () =>
      [fixTimes.map((_, i) => i), fixTimes.map((row) => toHours(row.medianSeconds))] as [number[], number[]],
    [fixTimes],
  );
  return (
    <Section title="Median time to fix" note="From the first report to the fix, per kind of problem.">
      {fixTimes.length === 0 ? (
        <p className="text-fg-muted">No problems were fixed in this period.</p>
      ) : (
        <div className={BESIDE}>
          <Chart
            label="Bar chart of the median hours to fix each kind of problem"
            height={220}
            options={options}
            data={data}
          />
          <FixTimesTable fixTimes={fixTimes} />
        </div>
      )}
    </Section>
  );
}

export function WeeklyReportsSection({ analytics }: { analytics: OwnerAnalytics }) {
  const { weeks, reportsPerWeek } = analytics;
  const max = Math.max(0, ...reportsPerWeek.flatMap((restroom) => restroom.counts));
  const x = useMemo(() => weeks.map(seconds), [weeks]);
  const options = useMemo(() => weeklyBars(max, x), [max, x]);
  const series = useMemo(
    () => reportsPerWeek.map((restroom) => [x, restroom.counts] as [number[], number[]]),
    [reportsPerWeek, x],
  );
  return (
    <Section title="Reports per restroom per week" note="Every report golfers made, whatever became of it.">
      {reportsPerWeek.length === 0 ? (
        <p className="text-fg-muted">This course lists no restrooms yet.</p>
      ) : (
        <div className={BESIDE}>
          <ul className="flex min-w-0 flex-col gap-3">
            {reportsPerWeek.map((restroom, i) => (
              <li key={restroom.restroomId}>
                <p className="text-sm font-semibold">{restroom.restroomName}</p>
                <Chart
                  label={`Bar chart of the reports about ${restroom.restroomName} each week`}
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
  const options = useMemo(() => ratingOverReviews(data[0]), [data]);
  const reviewed = (ratings.at(-1)?.totalReviews ?? 0) > 0;
  return (
    <Section
      title="Rating over time"
      note="The course’s average rating at the end of each week, over the reviews written in it."
    >
      {reviewed ? (
        <div className={BESIDE}>
          <Chart
            label="Line chart of the average rating each week over bars of the reviews written"
            height={220}
            options={options}
            data={data}
          />
          <RatingsTable ratings={ratings} />
        </div>
      ) : (
        <p className="text-fg-muted">No reviews yet.</p>
      )}
    </Section>
  );
}
