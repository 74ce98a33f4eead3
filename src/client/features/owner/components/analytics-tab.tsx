/**
 * The Analytics tab's slot (docs/product.md §12, "Analytics"). Its panel and the chart library are a
 * chunk of their own, fetched when the tab is opened (Radix mounts a tab's content only then): the
 * dashboard's own chunk, and every first paint, stay without them. If the chunk cannot be fetched
 * (offline before it was ever cached), a plain message with Try again instead of a blank tab.
 */
import { useEffect, useState } from 'react';
import { CloudOff, RefreshCw } from 'lucide-react';
import type { OwnerCourse } from '../../../../shared/schemas/owner';
import { Button } from '../../../components/ui/button';
import { lazyComponent } from '../../../lib/lazy-component';
import { useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';
import { ListSkeleton } from './list-skeleton';

const panel = lazyComponent(() =>
  import('../analytics/analytics-panel').then((module) => module.AnalyticsPanel),
);

export function AnalyticsTab({ courses }: { courses: OwnerCourse[] | undefined }) {
  const t = useT(owner);
  const Panel = panel.useLoaded();
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    void panel.load().catch(() => setFailed(true));
  };
  useEffect(() => {
    void panel.load().catch(() => setFailed(true));
  }, []);

  if (Panel && courses) return <Panel courses={courses} />;
  if (!failed) return <ListSkeleton />;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-6 py-10 text-center"
    >
      <CloudOff aria-hidden className="size-8 text-fg-muted" />
      <p className="font-semibold">{t('owner.analytics.loadFailed')}</p>
      <Button variant="outline" onClick={load}>
        <RefreshCw aria-hidden className="size-4" />
        {t('owner.tryAgain')}
      </Button>
    </div>
  );
}
