/**
 * Offline maps settings (docs/decisions.md §6): what the app stores on this device (the browser's
 * estimate, and the map store's share of it), the map store's size limit, and the saved courses.
 * One of the "Offline & sync" screen's sections (features/sync).
 */
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { SyncPageSection } from '../../../components/sync-page-section';
import { useStorageEstimate } from '../hooks/use-storage-estimate';
import { useStoreUsage } from '../hooks/use-live';
import { formatBytes, formatMegabytes } from '../lib/format-bytes';
import { MAP_CACHE_CAP_OPTIONS_MB, readCapBytes, readCapMb, writeCapMb } from '../lib/settings';
import { CoursePackSetting } from './course-pack-setting';
import { withStore } from '../../../offline/load-store';
import { SavedCourseList } from './saved-course-list';
import { useT } from '../../../lib/i18n/catalogue';
import offlineMaps from '../../../lib/i18n/catalogues/en/offline-maps';

export function OfflineStorageSection() {
  const usage = useStoreUsage();
  const estimate = useStorageEstimate(usage?.bytes);
  const [capMb, setCapMb] = useState(readCapMb);
  const t = useT(offlineMaps);

  const changeCap = (mb: number) => {
    writeCapMb(mb);
    setCapMb(mb);
    void withStore('mapResources', (tiles) => tiles.evictToCap(readCapBytes())).catch(() => undefined);
  };

  return (
    <SyncPageSection title={t('offlineMaps.title')} description={t('offlineMaps.description')}>
      <div className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-line p-4">
          <dt className="text-fg-muted">{t('offlineMaps.storageUsed')}</dt>
          <dd className="font-semibold" data-testid="storage-used">
            {estimate
              ? t('offlineMaps.usedOf', {
                  used: formatBytes(estimate.usage),
                  quota: formatBytes(estimate.quota),
                })
              : '—'}
          </dd>
          <dt className="text-fg-muted">{t('offlineMaps.mapTiles')}</dt>
          <dd className="font-semibold" data-testid="map-store-size">
            {usage ? formatBytes(usage.bytes) : '—'}
            {usage && usage.pinnedBytes > 0 && (
              <span className="font-normal text-fg-muted">
                {' '}
                {t('offlineMaps.pinned', { size: formatBytes(usage.pinnedBytes) })}
              </span>
            )}
          </dd>
        </dl>
        <SelectField
          label={t('offlineMaps.limit')}
          value={capMb}
          onChange={(event) => changeCap(Number(event.target.value))}
        >
          {MAP_CACHE_CAP_OPTIONS_MB.map((mb) => (
            <option key={mb} value={mb}>
              {formatMegabytes(mb)}
            </option>
          ))}
        </SelectField>
        <p className="text-sm text-fg-muted">{t('offlineMaps.limitHint')}</p>
        <CoursePackSetting />
        <h3 className="font-bold">{t('offlineMaps.savedCourses')}</h3>
        <SavedCourseList />
      </div>
    </SyncPageSection>
  );
}
