/**
 * The course screen's claim panel, for course-owner accounts only (docs/product.md §12): its code is
 * loaded for them alone, so a golfer's course screen carries none of it.
 */
import { useEffect } from 'react';
import type { Course } from '../../../shared/schemas';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../auth';

const panel = lazyComponent(async () => (await import('./components/claim-course')).default);

export function ClaimCourseHere({ course }: { course: Pick<Course, '_id' | 'name' | 'phone' | 'website'> }) {
  const { user } = useSession();
  const owner = user?.role === 'course_owner' ? user._id : null;
  const Panel = panel.useLoaded();
  useEffect(() => {
    if (owner) void panel.load().catch(() => undefined);
  }, [owner]);
  return owner && Panel ? <Panel course={course} userId={owner} /> : null;
}
