/**
 * The owner dashboard's Analytics tab (docs/product.md §12, "Analytics"): one course at a time (a
 * picker when the owner has several, a search for an admin), over a period, its open problems, fix times, weekly reports
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
import { CoursePicker } from './course-picker';
import type { PickedCourse } from './course-search';
import { FixTimesSection, OpenProblemsSection, RatingsSection, WeeklyReportsSection } from './sections';

const ANALYTICS_ERROR = 'Failed to load analytics. Please try again.';
const PERIOD_WORDS: Record<(typeof ANALYTICS_PERIODS)[number], string> = {
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last year',
};

/**
 * The course: an owner's few in a native select; an admin's (every course) through the course
 * search (course-picker.tsx), never a list of tens of thousands.
 */
function CourseChoice({
  admin,
  courses,
  course,
  onChange,
}: {
  admin: boolean;
  courses: OwnerCourse[];
  course: PickedCourse | null;
  onChange: (course: PickedCourse) => void;
}) {
  if (admin) return <CoursePicker value={course} onChange={onChange} />;
  if (courses.length < 2) return null;
  return (
    <SelectField
      label="Course"
      value={course?._id ?? ''}
      onChange={(event) => {
        const picked = courses.find((one) => one._id === event.target.value);
        if (picked) onChange(picked);
      }}
    >
      {courses.map((one) => (
        <option key={one._id} value={one._id}>
          {one.name}
        </option>
      ))}
    </SelectField>
  );
}

export function AnalyticsPanel({ courses }: { courses: OwnerCourse[] }) {
  const { user } = useSession();
  const admin = user?.role === 'admin';
  const [chosen, setChosen] = useState<PickedCourse | undefined>(undefined);
  const [days, setDays] = useState<number>(ANALYTICS_DAYS.default);
  const course = chosen ?? courses[0] ?? null;
  const courseId = course?._id ?? '';
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
        <CourseChoice admin={admin} courses={courses} course={course} onChange={setChosen} />
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
          {courses.length === 1 && !admin && <p className="font-semibold">{analytics.courseName}</p>}
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
