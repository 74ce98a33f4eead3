/**
 * The owner dashboard's Analytics tab (docs/product.md §12, "Analytics"): one course at a time (a
 * picker when the owner has several), over a period, its open problems, fix times, weekly reports
 * and rating. This module and uPlot are one chunk, loaded when the tab is opened
 * (owner-dashboard-page.tsx), never with the dashboard's first paint.
 */
import { useState } from 'react';
import { ANALYTICS_DAYS, ANALYTICS_PERIODS } from '../../../../shared/schemas/analytics';
import type { OwnerCourse } from '../../../../shared/schemas/owner';
import { useQueriesLoadState } from '../../../components/ui/load-status';
import { SelectField } from '../../../components/ui/select-field';
import { useSession } from '../../auth';
import { ListSkeleton } from '../components/list-skeleton';
import { useOwnerAnalytics } from './api';
import { FixTimesSection, OpenProblemsSection, RatingsSection, WeeklyReportsSection } from './sections';

const ANALYTICS_ERROR = 'Failed to load analytics. Please try again.';
const PERIOD_WORDS: Record<(typeof ANALYTICS_PERIODS)[number], string> = {
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last year',
};

export function AnalyticsPanel({ courses }: { courses: OwnerCourse[] }) {
  const { user } = useSession();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [days, setDays] = useState<number>(ANALYTICS_DAYS.default);
  const courseId = chosen ?? courses[0]?._id ?? '';
  const query = useOwnerAnalytics(user?._id, courseId, days);
  const loadState = useQueriesLoadState([query], ANALYTICS_ERROR, 'the analytics');

  if (courses.length === 0)
    return (
      <p className="rounded-2xl border-2 border-dashed border-line px-6 py-10 text-center text-fg-muted">
        Analytics show here once a course is yours.
      </p>
    );
  const analytics = query.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {courses.length > 1 && (
          <SelectField label="Course" value={courseId} onChange={(event) => setChosen(event.target.value)}>
            {courses.map((course) => (
              <option key={course._id} value={course._id}>
                {course.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField label="Period" value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {ANALYTICS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {PERIOD_WORDS[period]}
            </option>
          ))}
        </SelectField>
      </div>
      {loadState}
      {analytics ? (
        <>
          {courses.length === 1 && <p className="font-semibold">{analytics.courseName}</p>}
          <OpenProblemsSection analytics={analytics} />
          <FixTimesSection analytics={analytics} />
          <WeeklyReportsSection analytics={analytics} />
          <RatingsSection analytics={analytics} />
        </>
      ) : (
        !query.isError && <ListSkeleton />
      )}
    </div>
  );
}
