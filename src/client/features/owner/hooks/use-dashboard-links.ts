/**
 * What the owner dashboard's address asks for (docs/product.md §12): the e-mails link to
 * `?tab=notifications` (the settings open), a push and an alert e-mail to `?report=<id>` (the Reports
 * tab opens at that report); `?tab=<tab>` opens one of the tabs. The settings' state lives in the
 * address, so a reload keeps them open.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const TABS = ['pending', 'courses', 'analytics', 'reports', 'claims'] as const;
export type DashboardTab = (typeof TABS)[number];
const isTab = (value: string | null): value is DashboardTab => TABS.includes(value as DashboardTab);

export function useDashboardLinks() {
  const [params, setParams] = useSearchParams();
  const reportId = params.get('report');
  const tabParam = params.get('tab');
  const [tab, setTab] = useState<DashboardTab>(() =>
    reportId ? 'reports' : isTab(tabParam) ? tabParam : 'pending',
  );
  useEffect(() => {
    if (reportId) setTab('reports');
  }, [reportId]);

  const edit = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setNotificationsOpen = useCallback(
    (open: boolean) => edit((next) => (open ? next.set('tab', 'notifications') : next.delete('tab'))),
    [edit],
  );
  const clearReport = useCallback(() => edit((next) => next.delete('report')), [edit]);

  return {
    tab,
    setTab: (value: string) => setTab(isTab(value) ? value : 'pending'),
    notificationsOpen: tabParam === 'notifications',
    setNotificationsOpen,
    reportId,
    clearReport,
  };
}
