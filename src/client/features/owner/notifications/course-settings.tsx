/**
 * One course's notification switches (docs/product.md §12, "What owners are told, and how they
 * choose"): blocking problems at once by e-mail, the daily digest by e-mail, blocking problems by push.
 * Each flip is saved through the outbox; a change still on the device says 'Pending sync', one the
 * server refused says why, with Retry and Discard, until the owner fixes or drops it.
 */
import type { NotificationSetting } from '../../../../shared/schemas/notifications';
import { Switch } from '../../../components/ui/switch';
import { discardEntry, retryEntry } from '../../../offline/outbox';
import { useT } from '../../../lib/i18n/catalogue';
import notify from '../../../lib/i18n/catalogues/en/owner-notify';
import { QueuedItem } from '../components/queued-item';
import { shownSetting, type SettingEntry } from './api';

export function CourseSettings({
  setting,
  entries,
  onChange,
}: {
  setting: NotificationSetting;
  /** This course's changes still on the device, oldest first. */
  entries: SettingEntry[];
  onChange: (next: NotificationSetting) => void;
}) {
  const t = useT(notify);
  const texts = (which: 'alerts' | 'digest' | 'push') => ({
    label: t(`ownerNotify.${which}`),
    description: t(`ownerNotify.${which}.description`),
  });
  const shown = shownSetting(setting, entries.at(-1));
  const set = (email: NotificationSetting['email'], push: NotificationSetting['push']) =>
    onChange({ ...shown, email, push });
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <fieldset>
        <legend className="text-lg leading-snug font-bold">{setting.courseName}</legend>
        <div className="mt-2 flex flex-col gap-2">
          <Switch
            {...texts('alerts')}
            checked={shown.email.alerts}
            onCheckedChange={(alerts) => set({ ...shown.email, alerts }, shown.push)}
          />
          <Switch
            {...texts('digest')}
            checked={shown.email.digest}
            onCheckedChange={(digest) => set({ ...shown.email, digest }, shown.push)}
          />
          <Switch
            {...texts('push')}
            checked={shown.push.alerts}
            onCheckedChange={(alerts) => set(shown.email, { alerts })}
          />
        </div>
        {entries.length > 0 && (
          <ul
            aria-label={t('ownerNotify.changesOf', { course: setting.courseName })}
            className="mt-3 flex flex-col gap-2"
          >
            {entries.map((entry) => (
              <QueuedItem
                key={entry.id}
                entry={entry}
                title={t('ownerNotify.yourChange')}
                detail={entry.status === 'failed' ? undefined : t('ownerNotify.savedOnPhone')}
                fallbackError={t('ownerNotify.refused')}
                onRetry={(id) => void retryEntry(id)}
                onDiscard={(id) => void discardEntry(id)}
              />
            ))}
          </ul>
        )}
      </fieldset>
    </li>
  );
}
