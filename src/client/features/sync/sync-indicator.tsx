/**
 * The signed-in header's sync entry, one 44 px slot for everything about syncing: Offline (amber)
 * while there is no connection, 'N pending' while writes wait for the server, 'N failed' when the
 * server refused some of the user's, else a plain cloud. The count is every write on this device,
 * another account's too (issue 21: nothing queued may go unseen), as the sync screen lists them.
 * Each leads to the sync screen (Offline & sync). Phones show the number only, so the header keeps
 * its buttons on one line.
 */
import { Link } from 'react-router-dom';
import { AlertTriangle, CloudCheck, CloudOff, CloudUpload } from 'lucide-react';
import clsx from 'clsx';
import { useSession } from '../auth';
import { useDeviceOutbox } from './use-device-outbox';
import { SYNC_PATH } from '../../lib/sync-path';
import { useOffline } from './use-offline';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';
import syncBadge from '../../lib/i18n/catalogues/en/sync-badge';

export function SyncIndicator() {
  const entries = useDeviceOutbox() ?? [];
  const { user } = useSession();
  const offline = useOffline();
  const t = useT(syncBadge);
  const say = useT(shell);
  const failed = entries.filter((entry) => entry.status === 'failed' && entry.userId === user?._id).length;
  const count = failed > 0 ? failed : entries.length;
  const text =
    failed > 0
      ? t('syncBadge.failed', { n: failed })
      : entries.length > 0
        ? t('syncBadge.pending', { n: entries.length })
        : '';
  const Icon = offline
    ? CloudOff
    : failed > 0
      ? AlertTriangle
      : entries.length > 0
        ? CloudUpload
        : CloudCheck;
  const label = offline
    ? text
      ? t('syncBadge.offlineLabel', { count: text })
      : say('shell.offline')
    : text
      ? t('syncBadge.label', { count: text })
      : say('shell.offlineSync');
  return (
    <span role="status" className="contents">
      <Link
        to={SYNC_PATH}
        aria-label={label}
        title={say('shell.offlineSync')}
        className={clsx(
          'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-xl px-1.5 text-xs font-bold sm:px-2',
          offline
            ? 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50'
            : failed > 0
              ? 'text-danger hover:bg-surface-muted dark:text-red-300'
              : 'text-fg-muted hover:bg-surface-muted',
        )}
      >
        <Icon aria-hidden className="size-4" />
        {count > 0 && <span className="sm:hidden">{count}</span>}
        <span className="hidden sm:inline">
          {offline ? (text ? t('syncBadge.offlineText', { count: text }) : say('shell.offline')) : text}
        </span>
      </Link>
    </span>
  );
}
