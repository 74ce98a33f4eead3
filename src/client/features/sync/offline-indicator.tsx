/**
 * The header's Offline badge, on every screen while there is no connection: it says so, and leads to
 * the sync screen. It lives in the first chunk (no Dexie), so it shows even when nothing else can load.
 */
import { Link } from 'react-router-dom';
import { CloudOff } from 'lucide-react';
import { SYNC_PATH } from '../../lib/sync-path';
import { useOffline } from './use-offline';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

export function OfflineIndicator() {
  const offline = useOffline();
  const t = useT(shell);
  return (
    <span role="status" className="contents">
      {offline && (
        <Link
          to={SYNC_PATH}
          aria-label={t('shell.offline')}
          title={t('shell.offlineSync')}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-xl bg-amber-100 px-2 text-xs font-bold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
        >
          <CloudOff aria-hidden className="size-4" />
          {/* Phones: the icon alone, so the header keeps its buttons on one line. */}
          <span className="hidden sm:inline">{t('shell.offline')}</span>
        </Link>
      )}
    </span>
  );
}
