/**
 * /owner-dashboard/setup/:courseId (docs/product.md §12, "Set up in two minutes"), for an owner of
 * the course or an admin: the course's restrooms on one screen, prefilled from what golfers and
 * OpenStreetMap said, saved as one write of the outbox (PUT /api/owner/courses/:id/setup). The
 * server's answer, once it comes, is the course's list as the course page shows it.
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { ROUTES } from '../../../shared/routes';
import type { CourseSetupInput } from '../../../shared/schemas/course-setup';
import { apiErrorMessage } from '../../lib/api';
import { useT } from '../../lib/i18n/catalogue';
import setup from '../../lib/i18n/catalogues/en/setup';
import { isOffline } from '../../lib/network-status';
import { toast } from '../../lib/toast';
import { onWriteSynced, queueWrite, useOutboxEntries, type OutboxEntry } from '../../offline/outbox';
import { setupKeys, useSetupData } from './api/queries';
import { SetupStatus } from './components/setup-status';
import { SetupFormView } from './components/setup-form-view';
import { prefillSetup } from './lib/setup-form';

const coursePath = (courseId: string) => ROUTES.course.replace(':id', encodeURIComponent(courseId));

const isSetupOf = (courseId: string) => (entry: OutboxEntry) =>
  entry.kind === 'course.setup' && entry.params.courseId === courseId;

/** Says so when the set-up reaches the server, and reads the course again. */
function useSyncedSetup(courseId: string) {
  const queryClient = useQueryClient();
  const t = useT(setup);
  useEffect(
    () =>
      onWriteSynced((entry) => {
        if (!isSetupOf(courseId)(entry)) return;
        toast({ title: t('setup.saved'), description: t('setup.saved.description') });
        void queryClient.invalidateQueries({ queryKey: setupKeys.course(courseId) });
        void queryClient.invalidateQueries({ queryKey: ['owner'] });
      }),
    [courseId, queryClient, t],
  );
}

export function CourseSetupPage() {
  const t = useT(setup);
  const courseId = useParams().courseId ?? '';
  const data = useSetupData(courseId);
  const queued = useOutboxEntries(isSetupOf(courseId)).at(-1);
  useSyncedSetup(courseId);

  const save = async (body: CourseSetupInput) => {
    const courseName = data.data?.course.name ?? t('setup.theCourse');
    try {
      await queueWrite('course.setup', {
        params: { courseId, courseName },
        body,
      });
      if (isOffline())
        toast({ title: t('setup.savedOnPhone'), description: t('setup.savedOnPhone.description') });
    } catch {
      toast({ title: t('setup.error'), description: t('setup.saveError'), variant: 'destructive' });
    }
  };

  const course = data.data?.course;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 pt-4 pb-10">
      <Link
        to={ROUTES.ownerDashboard}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t('setup.back')}
      </Link>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight">{t('setup.title')}</h1>
      {course && (
        <p className="text-fg-muted">
          <Link
            to={coursePath(course._id)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {course.name}
          </Link>
        </p>
      )}
      <p className="mt-2">{t('setup.intro')}</p>
      {queued && (
        <div className="mt-4">
          <SetupStatus entry={queued} />
        </div>
      )}
      {data.isError && (
        <p role="alert" className="mt-4">
          {apiErrorMessage(data.error, t('setup.loadError'))}
        </p>
      )}
      {!data.data && !data.isError && <p className="mt-4 text-fg-muted">{t('setup.loading')}</p>}
      {data.data && (
        <SetupFormView
          key={data.dataUpdatedAt}
          initial={prefillSetup(data.data.restrooms, data.data.course.facts)}
          facts={data.data.course.facts}
          onSave={save}
        />
      )}
    </section>
  );
}
