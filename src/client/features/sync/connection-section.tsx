import { CloudOff, Wifi } from 'lucide-react';
import { SyncPageSection } from '../../components/sync-page-section';
import { useOffline } from './use-offline';
import { useT } from '../../lib/i18n/catalogue';
import sync from '../../lib/i18n/catalogues/en/sync';

/** Online or not, in words, and what that means for changes made now. */
export function ConnectionSection() {
  const offline = useOffline();
  const t = useT(sync);
  return (
    <SyncPageSection title={t('sync.connection')}>
      <p className="flex items-center gap-2 font-semibold">
        {offline ? <CloudOff aria-hidden className="size-5" /> : <Wifi aria-hidden className="size-5" />}
        {t(offline ? 'sync.offline' : 'sync.online')}
      </p>
      <p className="mt-1 text-sm text-fg-muted">{t(offline ? 'sync.offlineHint' : 'sync.onlineHint')}</p>
    </SyncPageSection>
  );
}
