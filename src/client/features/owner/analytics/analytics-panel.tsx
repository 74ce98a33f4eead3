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
import { useT } from '../../../lib/i18n/catalogue';
import analyticsEn from '../../../lib/i18n/catalogues/en/analytics';
import { ListSkeleton } from '../components/list-skeleton';
import { useOwnerAnalytics } from './api';
import { CoursePicker } from './course-picker';
import type { PickedCourse } from './course-search';
import { FixTimesSection, OpenProblemsSection, RatingsSection, WeeklyReportsSection } from './sections';
import { EmptyNote } from '../../../components/ui/empty-note';

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
  const t = useT(analyticsEn);
  if (admin) return <CoursePicker value={course} onChange={onChange} />;
  if (courses.length < 2) return null;
  return (
    <SelectField
      label={t('analytics.course')}
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
  const t = useT(analyticsEn);
  const { user } = useSession();
  const admin = user?.role === 'admin';
  const [chosen, setChosen] = useState<PickedCourse | undefined>(undefined);
  const [days, setDays] = useState<number>(ANALYTICS_DAYS.default);
  const course = chosen ?? courses[0] ?? null;
  const courseId = course?._id ?? '';
  const query = useOwnerAnalytics(user?._id, courseId, days);
  const loadState = useQueriesLoadState([query], t('analytics.loadError'), t('analytics.notSavedWhat'));

  if (courses.length === 0) return <EmptyNote>{t('analytics.noCourse')}</EmptyNote>;
  const analytics = query.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <CourseChoice admin={admin} courses={courses} course={course} onChange={setChosen} />
        <SelectField
          label={t('analytics.period')}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {ANALYTICS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t('analytics.periodDays', { days: period })}
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
