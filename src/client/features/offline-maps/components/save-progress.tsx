/** The download's progress bar: a real progressbar for assistive technology, with a count in words. */
import { useT } from '../../../lib/i18n/catalogue';
import offlineMaps from '../../../lib/i18n/catalogues/en/offline-maps';
export function SaveProgress({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const t = useT(offlineMaps);
  const values = { percent: percent / 100, done, total };
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t('offlineMaps.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('offlineMaps.progressValue', values)}
        className="h-3 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-fg-muted" aria-hidden>
        {t('offlineMaps.progressText', values)}
      </p>
    </div>
  );
}
