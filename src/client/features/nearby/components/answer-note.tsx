/**
 * How old the list on screen is and where it came from, when it is not the network's fresh answer:
 * the device's saved copy (shown at once, before or without the network) or a network answer a
 * refresh could not replace. A calm note with Retry, never a red error: offline is a state
 * (docs/decisions.md §8).
 */
import { CloudOff, RefreshCw, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { reportedAgoText } from '../../../lib/restroom-words';
import { useT } from '../../../lib/i18n/catalogue';
import nearby from '../../../lib/i18n/catalogues/en/nearby';

export type AnswerNoteKind = 'offline' | 'not-updated' | 'on-device';

const BADGES = {
  offline: 'nearby.badge.offline',
  'not-updated': 'nearby.badge.notUpdated',
  'on-device': 'nearby.badge.onDevice',
} as const satisfies Record<AnswerNoteKind, keyof typeof nearby>;

export function AnswerNote({
  kind,
  fromDevice,
  at,
  now,
  onRetry,
}: {
  kind: AnswerNoteKind;
  /** The list is the device's copy ("Saved …") rather than an older network answer ("Last updated …"). */
  fromDevice: boolean;
  at: number;
  now: Date;
  onRetry?: () => void;
}) {
  const Icon = kind === 'on-device' ? Smartphone : CloudOff;
  const ago = reportedAgoText(new Date(at).toISOString(), now);
  const t = useT(nearby);
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
      <span className="inline-flex items-center gap-1 rounded-full bg-flag-400 px-2 py-0.5 text-xs font-bold tracking-wide text-flag-950 uppercase">
        <Icon aria-hidden className="size-3.5" />
        {t(BADGES[kind])}
      </span>
      <span>{t(fromDevice ? 'nearby.savedAgo' : 'nearby.updatedAgo', { ago })}</span>
      {onRetry && (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden className="size-4" />
          {t('nearby.retry')}
        </Button>
      )}
    </div>
  );
}
