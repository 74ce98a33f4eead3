/**
 * The numbers beside each Analytics chart (docs/product.md §12, "Analytics"), as real tables: a
 * caption naming them, header cells a screen reader announces with each number. The charts are
 * images; these are what a screen reader reads and what an owner copies from.
 */
import type { ReactNode } from 'react';
import type { FixTime, OpenProblem, RatingWeek, RestroomWeeks } from '../../../../shared/schemas/analytics';
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
  if (problems.length === 0) return <p className="text-fg-muted">No open problems right now.</p>;
  return (
    <Table caption="Open problems now" head={['Restroom', 'Problem', 'Reports', 'Open for']}>
      {problems.map((problem) => (
        <tr key={`${problem.restroomId}-${problem.kind}`}>
          <th scope="row" className={`${CELL} font-medium`}>
            {problem.restroomName}
          </th>
          <td className={CELL}>{kindLabel(problem.kind)}</td>
          <td className={NUMBER}>{problem.reports}</td>
          <td className={NUMBER}>{formatDuration(problem.ageSeconds)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function FixTimesTable({ fixTimes }: { fixTimes: FixTime[] }) {
  return (
    <Table caption="Median time to fix" head={['Problem', 'Fixed', 'Median']}>
      {fixTimes.map((row) => (
        <tr key={row.kind}>
          <th scope="row" className={`${CELL} font-medium`}>
            {kindLabel(row.kind)}
          </th>
          <td className={NUMBER}>{row.fixes}</td>
          <td className={NUMBER}>{formatDuration(row.medianSeconds)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** One row a week, one column a restroom (a course has a few restrooms, a period up to 53 weeks). */
export function WeeklyReportsTable({ weeks, restrooms }: { weeks: string[]; restrooms: RestroomWeeks[] }) {
  return (
    <Table
      caption="Reports per restroom per week"
      head={['Week of', ...restrooms.map((restroom) => restroom.restroomName)]}
    >
      {weeks.map((week, i) => (
        <tr key={week}>
          <th scope="row" className={`${CELL} font-medium whitespace-nowrap`}>
            {weekLabel(week)}
          </th>
          {restrooms.map((restroom) => (
            <td key={restroom.restroomId} className={NUMBER}>
              {restroom.counts[i] ?? 0}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

export function RatingsTable({ ratings }: { ratings: RatingWeek[] }) {
  return (
    <Table caption="Rating and reviews by week" head={['Week of', 'New reviews', 'Reviews', 'Rating']}>
      {ratings.map((week) => (
        <tr key={week.weekStart}>
          <th scope="row" className={`${CELL} font-medium whitespace-nowrap`}>
            {weekLabel(week.weekStart)}
          </th>
          <td className={NUMBER}>{week.newReviews}</td>
          <td className={NUMBER}>{week.totalReviews}</td>
          <td className={NUMBER}>{ratingText(week.averageRating)}</td>
        </tr>
      ))}
    </Table>
  );
}
