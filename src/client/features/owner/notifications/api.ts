/**
 * The owner's notification settings (docs/product.md §12): read with GET
 * /api/owner/notification-settings (one entry per course they own, and the server's push key), saved
 * per course through the outbox like every write (docs/decisions.md §6) as one whole setting: a
 * change made while the last one still waits on the device replaces it instead of queueing another.
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  notificationSettingListResultSchema,
  type NotificationSetting,
  type NotificationSettingInput,
} from '../../../../shared/schemas/notifications';
import { api, parseData } from '../../../lib/api';
import {
  onWriteSynced,
  queueWrite,
  replacePendingBody,
  type EntryOfKind,
  type OutboxEntry,
} from '../../../offline/outbox';
import { ownerKeys } from '../api/queries';

export type SettingEntry = EntryOfKind<'notifications.set'>;
export const isSettingEntry = (entry: OutboxEntry): entry is SettingEntry =>
  entry.kind === 'notifications.set';

const settingsKey = (userId: string) => [...ownerKeys.user(userId), 'notification-settings'] as const;

export function useNotificationSettings(userId: string) {
  return useQuery({
    queryKey: settingsKey(userId),
    queryFn: ({ signal }) =>
      parseData(api.get('owner/notification-settings', { signal }), notificationSettingListResultSchema),
  });
}

/** A saved setting replaces the one shown at once (no flicker back while the list is read again). */
function applySaved(queryClient: QueryClient, userId: string, saved: NotificationSettingInput) {
  queryClient.setQueryData(
    settingsKey(userId),
    (old: { settings: NotificationSetting[]; pushPublicKey: string | null } | undefined) =>
      old && {
        ...old,
        settings: old.settings.map((s) => (s.courseId === saved.courseId ? { ...s, ...saved } : s)),
      },
  );
  void queryClient.invalidateQueries({ queryKey: settingsKey(userId) });
}

export function useSyncedSettings(userId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onWriteSynced((entry) => {
        if (isSettingEntry(entry) && entry.body) applySaved(queryClient, userId, entry.body);
      }),
    [queryClient, userId],
  );
}

/** What the switches show: the newest change still on the device, else the server's. */
export function shownSetting(
  setting: NotificationSetting,
  queued: SettingEntry | undefined,
): NotificationSetting {
  return queued?.body ? { ...setting, email: queued.body.email, push: queued.body.push } : setting;
}

export async function saveSetting(
  setting: NotificationSetting,
  queued: SettingEntry | undefined,
): Promise<void> {
  const body: NotificationSettingInput = {
    courseId: setting.courseId,
    email: setting.email,
    push: setting.push,
  };
  // A refused change is not edited silently into a new one: the owner retries or discards it.
  if (queued && queued.status === 'pending' && (await replacePendingBody(queued.id, body))) return;
  await queueWrite('notifications.set', {
    params: { courseId: setting.courseId },
    body,
    // The course's name: /sync says whose notifications in the language on screen.
    subject: setting.courseName,
  });
}
