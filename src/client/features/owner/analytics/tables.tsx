/**
 * The numbers beside each Analytics chart (docs/product.md §12, "Analytics"), as real tables: a
 * caption naming them, header cells a screen reader announces with each number. The charts are
 * images; these are what a screen reader reads and what an owner copies from.
 */
import type { ReactNode } from 'react';
import type { FixTime, OpenProblem, RatingWeek, RestroomWeeks } from '../../../../shared/schemas/analytics';
import { useT } from '../../../lib/i18n/catalogue';
import analyticsEn from '../../../lib/i18n/catalogues/en/analytics';
import { formatDuration, kindLabel, ratingText, weekLabel } from './format';

const CELL = 'border-b border-line px-2 py-2 text-left align-top';
const NUMBER = 'border-b border-line px-2 py-2 text-right tabular-nums';

function Table({ caption, head, children }: { caption: string; head: ReactNode[]; children: ReactNode }) {
  return (
    // A wide table scrolls within its box, which takes the focus so a keyboard can scroll it too.
    <div role="region" aria-label={caption} tabIndex={0} className="min-w-0 overflow-x-auto rounded-xl">
      <table className="w-full border-collapse text-sm">
        {/* The section's heading says it on screen; the caption names the table for a screen reader. */}
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-fg-muted">
            {head.map((cell, i) => (
              <th key={i} scope="col" className={i === 0 ? CELL : NUMBER}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function OpenProblemsTable({ problems }: { problems: OpenProblem[] }) {
  const t = useT(analyticsEn);
  if (problems.length === 0) return <p className="text-fg-muted">{t('analytics.open.none')}</p>;
  return (
    <Table
      caption={t('analytics.open')}
      head={[t('analytics.restroom'), t('analytics.problem'), t('analytics.reports'), t('analytics.openFor')]}
    >
      {problems.map((problem) => (
        <tr key={`${problem.restroomId}-${problem.kind}`}>
          <th scope="row" className={`${CELL} font-medium`}>
            {problem.restroomName}
          </th>
          <td className={CELL}>{kindLabel(problem.kind)}</td>
          <td className={NUMBER}>{t('analytics.number', { n: problem.reports })}</td>
          <td className={NUMBER}>{formatDuration(t, problem.ageSeconds)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function FixTimesTable({ fixTimes }: { fixTimes: FixTime[] }) {
  const t = useT(analyticsEn);
  return (
    <Table
      caption={t('analytics.fix')}
      head={[t('analytics.problem'), t('analytics.fixed'), t('analytics.median')]}
    >
      {fixTimes.map((row) => (
        <tr key={row.kind}>
          <th scope="row" className={`${CELL} font-medium`}>
            {kindLabel(row.kind)}
          </th>
          <td className={NUMBER}>{t('analytics.number', { n: row.fixes })}</td>
          <td className={NUMBER}>{formatDuration(t, row.medianSeconds)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** One row a week, one column a restroom (a course has a few restrooms, a period up to 53 weeks). */
export function WeeklyReportsTable({ weeks, restrooms }: { weeks: string[]; restrooms: RestroomWeeks[] }) {
  const t = useT(analyticsEn);
  return (
    <Table
      caption={t('analytics.weekly')}
      head={[t('analytics.weekOf'), ...restrooms.map((restroom) => restroom.restroomName)]}
    >
      {weeks.map((week, i) => (
        <tr key={week}>
          <th scope="row" className={`${CELL} font-medium whitespace-nowrap`}>
            {weekLabel(week)}
          </th>
          {restrooms.map((restroom) => (
            <td key={restroom.restroomId} className={NUMBER}>
              {t('analytics.number', { n: restroom.counts[i] ?? 0 })}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

export function RatingsTable({ ratings }: { ratings: RatingWeek[] }) {
  const t = useT(analyticsEn);
  return (
    <Table
      caption={t('analytics.ratings.table')}
      head={[t('analytics.weekOf'), t('analytics.newReviews'), t('analytics.reviews'), t('analytics.rating')]}
    >
      {ratings.map((week) => (
        <tr key={week.weekStart}>
          <th scope="row" className={`${CELL} font-medium whitespace-nowrap`}>
            {weekLabel(week.weekStart)}
          </th>
          <td className={NUMBER}>{t('analytics.number', { n: week.newReviews })}</td>
          <td className={NUMBER}>{t('analytics.number', { n: week.totalReviews })}</td>
          <td className={NUMBER}>{ratingText(week.averageRating)}</td>
        </tr>
      ))}
    </Table>
  );
}
