/**
 * The claim panel's place on the course screen (docs/product.md §12), for course-owner accounts only.
 * The claims feature is imported here on demand, not statically: its chunk (the claim API, the
 * admin's queue and the owners' list, which the owner dashboard shares) was part of every golfer's
 * course screen before its content (docs/performance.md, "Client").
 */
import { useEffect } from 'react';
import type { Course } from '../../../../shared/schemas';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSession } from '../../auth';

type ClaimCourse = Pick<Course, '_id' | 'name' | 'phone' | 'website'>;

const claimHere = lazyComponent<{ course: ClaimCourse }>(
  async () => (await import('../../claims')).ClaimCourseHere,
);

export function ClaimHere({ course }: { course: ClaimCourse }) {
  const { user } = useSession();
  const owner = user?.role === 'course_owner';
  const Claim = claimHere.useLoaded();
  useEffect(() => {
    if (owner) void claimHere.load().catch(() => undefined);
  }, [owner]);
  return owner && Claim ? <Claim course={course} /> : null;
}
