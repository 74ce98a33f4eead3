/** Saved courses with their size, each a link to the course and a Remove button (frees its tiles). */
import { Link } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatSavedAge } from '../../../lib/saved-age';
import { toast } from '../../../lib/toast';
import { useSavedCourses } from '../hooks/use-live';
import { formatBytes } from '../lib/format-bytes';
import { withStore } from '../../../offline/load-store';

export function SavedCourseList() {
  const courses = useSavedCourses();
  if (courses === undefined) return null;
  if (courses.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line p-4 text-center text-fg-muted">
        No courses saved yet. Open a course and choose Save for offline.
      </p>
    );

  const remove = async (courseId: string, name: string) => {
    try {
      await withStore('mapResources', (tiles) => tiles.removeSavedCourse(courseId));
      toast({ title: 'Removed from offline', description: `${name} no longer takes space on this device.` });
    } catch {
      toast({ title: 'Error', description: `${name} could not be removed.`, variant: 'destructive' });
    }
  };

  return (
    <ul aria-label="Saved courses" className="divide-y divide-line rounded-xl border border-line">
      {courses.map((course) => (
        <li key={course.courseId} aria-label={course.name} className="flex items-center gap-2 p-2 pl-4">
          <div className="min-w-0 flex-1">
            <Link
              to={`/course/${course.courseId}`}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline"
            >
              {course.name}
            </Link>
            <p className="text-sm text-fg-muted">
              {formatBytes(course.bytes)} · {formatSavedAge(course.savedAt)}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${course.name}`}
            onClick={() => void remove(course.courseId, course.name)}
          >
            <Trash2 aria-hidden className="size-5" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
