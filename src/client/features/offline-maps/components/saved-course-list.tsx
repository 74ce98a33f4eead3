/** Saved courses with their size, each a link to the course and a Remove button (frees its tiles). */
import { Link } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatSavedAge } from '../../../lib/saved-age';
import { toast } from '../../../lib/toast';
import { useSavedCourses } from '../hooks/use-live';
import { formatBytes } from '../lib/format-bytes';
import { withStore } from '../../../offline/load-store';
import { useT } from '../../../lib/i18n/catalogue';
import offlineMaps from '../../../lib/i18n/catalogues/en/offline-maps';

export function SavedCourseList() {
  const courses = useSavedCourses();
  const t = useT(offlineMaps);
  if (courses === undefined) return null;
  if (courses.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line p-4 text-center text-fg-muted">
        {t('offlineMaps.noneSaved')}
      </p>
    );

  const remove = async (courseId: string, name: string) => {
    try {
      await withStore('mapResources', (tiles) => tiles.removeSavedCourse(courseId));
      toast({ title: t('offlineMaps.removed'), description: t('offlineMaps.removedText', { name }) });
    } catch {
      toast({
        title: t('offlineMaps.error'),
        description: t('offlineMaps.notRemoved', { name }),
        variant: 'destructive',
      });
    }
  };

  return (
    <ul
      aria-label={t('offlineMaps.savedCourses')}
      className="divide-y divide-line rounded-xl border border-line"
    >
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
            aria-label={t('offlineMaps.remove', { name: course.name })}
            onClick={() => void remove(course.courseId, course.name)}
          >
            <Trash2 aria-hidden className="size-5" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
