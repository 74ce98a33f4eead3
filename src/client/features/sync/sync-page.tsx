/**
 * /sync, "Offline & sync": a column of sections. Each feature with something to say about working
 * offline adds its own SyncPageSection to the column below (saved offline courses and storage from
 * features/offline-maps, install from features/install), in the order a golfer needs them.
 */
import { useSession } from '../auth';
import { OfflineStorageSection } from '../offline-maps';
import { ConnectionSection } from './connection-section';
import { PendingWritesSection } from './pending-writes-section';
import { UnitsSection } from './units-section';
import { installSection } from './install-section-slot';
import { useT } from '../../lib/i18n/catalogue';
import sync from '../../lib/i18n/catalogues/en/sync';

export function SyncPage() {
  const { user } = useSession();
  const InstallSection = installSection.useLoaded();
  const t = useT(sync);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-4 pb-10">
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{t('sync.title')}</h1>
      <div className="flex flex-col gap-4">
        <ConnectionSection />
        {/* Everyone sees writes queued on this device, a guest included (another account's). */}
        <PendingWritesSection key={user?._id ?? 'guest'} />
        <OfflineStorageSection />
        <UnitsSection />
        {InstallSection && <InstallSection />}
      </div>
    </div>
  );
}
