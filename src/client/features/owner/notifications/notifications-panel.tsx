/**
 * The owner dashboard's notification settings (docs/product.md §12), a chunk of its own fetched when
 * the section opens: this device's push, then each owned course's switches. Per owner and course;
 * another owner of the course keeps their own.
 */
import type { NotificationSetting } from '../../../../shared/schemas/notifications';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { discardEntry, retryEntry, useOutboxEntries } from '../../../offline/outbox';
import { useT } from '../../../lib/i18n/catalogue';
import notify from '../../../lib/i18n/catalogues/en/owner-notify';
import { QueuedItem } from '../components/queued-item';
import { ListSkeleton } from '../components/list-skeleton';
import {
  isSettingEntry,
  saveSetting,
  useNotificationSettings,
  useSyncedSettings,
  type SettingEntry,
} from './api';
import { CourseSettings } from './course-settings';
import { DevicePush } from './device-push';
import { EmptyNote } from '../../../components/ui/empty-note';

export function NotificationsPanel({ userId }: { userId: string }) {
  const t = useT(notify);
  const settings = useNotificationSettings(userId);
  const entries = useOutboxEntries(isSettingEntry) as SettingEntry[];
  useSyncedSettings(userId);

  const change = (next: NotificationSetting) => {
    const queued = entries.filter((entry) => entry.params.courseId === next.courseId).at(-1);
    saveSetting(next, queued).catch(() =>
      toast({
        title: t('ownerNotify.error'),
        description: t('ownerNotify.saveError'),
        variant: 'destructive',
      }),
    );
  };

  if (settings.isError && !settings.data)
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{apiErrorMessage(settings.error, t('ownerNotify.loadError'))}</p>
        <Button variant="outline" onClick={() => void settings.refetch()}>
          {t('ownerNotify.tryAgain')}
        </Button>
      </div>
    );
  if (!settings.data) return <ListSkeleton />;
  const { settings: list, pushPublicKey } = settings.data;
  // Changes to a course no longer listed (its ownership ended meanwhile): still shown, with the
  // server's reason, until retried or discarded.
  const others = entries.filter((entry) => !list.some((s) => s.courseId === entry.params.courseId));
  return (
    <div className="flex flex-col gap-3">
      {others.length > 0 && (
        <ul aria-label={t('ownerNotify.changes')} className="flex flex-col gap-2">
          {others.map((entry) => (
            <QueuedItem
              key={entry.id}
              entry={entry}
              detail={undefined}
              fallbackError={t('ownerNotify.refused')}
              onRetry={(id) => void retryEntry(id)}
              onDiscard={(id) => void discardEntry(id)}
            />
          ))}
        </ul>
      )}
      <DevicePush userId={userId} publicKey={pushPublicKey} />
      {list.length === 0 ? (
        <EmptyNote compact>{t('ownerNotify.noCourse')}</EmptyNote>
      ) : (
        <ul aria-label={t('ownerNotify.perCourse')} className="flex flex-col gap-3">
          {list.map((setting) => (
            <CourseSettings
              key={setting.courseId}
              setting={setting}
              entries={entries.filter((entry) => entry.params.courseId === setting.courseId)}
              onChange={change}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
