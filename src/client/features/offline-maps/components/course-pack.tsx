/**
 * The course pack on a course page (hooks/use-course-pack.ts): a line while the course saves by
 * itself, or a one-tap offer where the connection may cost data, and what became of a save that did
 * not end complete (saved without the map, or not at all) with Retry; nothing otherwise. And the
 * "Ready offline" badge the course's header shows once it is saved.
 */
import { CloudAlert, CloudDownload, CircleCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCoursePack, type CoursePackOptions, type PackEnd } from '../hooks/use-course-pack';
import { outcomeText } from '../lib/save-outcome';
import { useT } from '../../../lib/i18n/catalogue';
import offlineMaps from '../../../lib/i18n/catalogues/en/offline-maps';

type CoursePackActions = Pick<ReturnType<typeof useCoursePack>, 'save' | 'decline'>;
import { useSavedCourse } from '../hooks/use-live';

export function CoursePack(props: CoursePackOptions) {
  const pack = useCoursePack(props);
  const t = useT(offlineMaps);
  if (pack.saving) return <Spinner label={t('offlineMaps.packSaving')} className="mt-3 text-sm" />;
  if (pack.ended) return <PackEnded ended={pack.ended} name={props.course.name} pack={pack} />;
  if (!pack.offer) return null;
  return (
    <section
      aria-labelledby="course-pack-title"
      className="mt-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <h2 id="course-pack-title" className="flex items-center gap-2 font-bold">
        <CloudDownload aria-hidden className="size-5 text-primary" />
        {t('offlineMaps.atCourse')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('offlineMaps.atCourseText')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={pack.save}>{t('offlineMaps.saveCourse')}</Button>
        <Button variant="outline" onClick={pack.decline}>
          {t('offlineMaps.notNow')}
        </Button>
      </div>
    </section>
  );
}

/** A save that did not end complete stays said on the page, with Retry, until retried or declined. */
function PackEnded({ ended, name, pack }: { ended: PackEnd; name: string; pack: CoursePackActions }) {
  const t = useT(offlineMaps);
  const { title, description } = outcomeText(ended, name, t);
  return (
    <section
      aria-labelledby="course-pack-title"
      className="mt-3 rounded-2xl border-2 border-danger bg-surface p-4 shadow-sm"
    >
      <h2 id="course-pack-title" className="flex items-center gap-2 font-bold">
        <CloudAlert aria-hidden className="size-5 text-danger" />
        {title}
      </h2>
      <p className="mt-1 text-sm">{description}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={pack.save}>{t('offlineMaps.retry')}</Button>
        <Button variant="outline" onClick={pack.decline}>
          {t('offlineMaps.notNow')}
        </Button>
      </div>
    </section>
  );
}

export function ReadyOfflineBadge({ courseId }: { courseId: string }) {
  const t = useT(offlineMaps);
  if (!useSavedCourse(courseId)) return null;
  return (
    <Badge className="gap-1">
      <CircleCheck aria-hidden className="size-3.5" />
      {t('offlineMaps.readyOffline')}
    </Badge>
  );
}
