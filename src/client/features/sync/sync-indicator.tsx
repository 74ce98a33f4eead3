/**
 * The signed-in header's sync entry: 'N pending' while writes wait for the server, 'N failed' when
 * the server refused some, else a plain icon; each leads to the sync screen (Offline & sync).
 */
import { Link } from 'react-router-dom';
import { AlertTriangle, CloudCheck, CloudUpload } from 'lucide-react';
import clsx from 'clsx';
import { useOutboxEntries } from '../../offline/outbox';
import { SYNC_PATH } from './sync-path';

export function SyncIndicator() {
  const entries = useOutboxEntries();
  const failed = entries.filter((entry) => entry.status === 'failed').length;
  const text = failed > 0 ? `${failed} failed` : entries.length > 0 ? `${entries.length} pending` : '';
  const Icon = failed > 0 ? AlertTriangle : entries.length > 0 ? CloudUpload : CloudCheck;
  return (
    <Link
      to={SYNC_PATH}
      aria-label={text ? `Sync: ${text}` : 'Offline & sync'}
      title="Offline & sync"
      className={clsx(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-xl px-2 text-xs font-bold hover:bg-surface-muted',
        failed > 0 ? 'text-danger dark:text-red-300' : 'text-fg-muted',
      )}
    >
      <Icon aria-hidden className="size-4" />
      {text}
    </Link>
  );
}
