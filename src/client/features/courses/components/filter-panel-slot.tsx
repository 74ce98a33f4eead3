/**
 * The filter panel, loaded on demand: on a phone it sits in a sheet that opens on a tap, and its
 * fields (state select, radius, rating slider, verified switch) were a kilobyte and more of the
 * list's first load (the /courses first-card budget, docs/architecture.md). It loads once the page
 * has settled, or at once where it is shown (the desktop side panel, an opened sheet).
 */
import { useEffect, useState, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { lazyComponent } from '../../../lib/lazy-component';
import en from '../../../lib/i18n/catalogues/en/courses';
import { useT } from '../../../lib/i18n/catalogue';
import type { FilterPanel } from './filter-panel';

type FilterPanelProps = ComponentProps<typeof FilterPanel>;

const filterPanel = lazyComponent<FilterPanelProps>(async () => (await import('./filter-panel')).FilterPanel);

export const preloadFilterPanel = () => filterPanel.preloadWhenIdle();

export function FilterPanelSlot(props: FilterPanelProps) {
  const Panel = filterPanel.useLoaded();
  const t = useT(en);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!Panel) filterPanel.load().catch(() => setFailed(true));
  }, [Panel]);
  if (Panel) return <Panel {...props} />;
  return failed ? (
    <p role="status" className="text-sm text-fg-muted">
      {t('courses.filtersFailed')}
    </p>
  ) : (
    <Spinner label={t('courses.filtersLoading')} />
  );
}
