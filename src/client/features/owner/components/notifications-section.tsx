/**
 * The owner dashboard's 'Notifications' (docs/product.md §12, "What owners are told, and how they
 * choose"), opened with the bell beside the title or by the e-mails' link (`?tab=notifications`):
 * a section above the tabs rather than a fifth tab, which would not fit a phone's row of tabs. Its
 * panel is a chunk of its own (the dashboard's chunk and every first paint stay without it); if it
 * cannot be fetched (offline before it was ever cached), a plain message with Try again.
 */
import { useEffect, useRef, useState } from 'react';
import { CloudOff, RefreshCw, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { lazyComponent } from '../../../lib/lazy-component';
import { useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';
import { ListSkeleton } from './list-skeleton';

const panel = lazyComponent(() =>
  import('../notifications/notifications-panel').then((module) => module.NotificationsPanel),
);

export const NOTIFICATIONS_SECTION_ID = 'owner-notifications';

function PanelSlot({ userId }: { userId: string }) {
  const t = useT(owner);
  const Panel = panel.useLoaded();
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    void panel.load().catch(() => setFailed(true));
  };
  useEffect(load, []);
  if (Panel) return <Panel userId={userId} />;
  if (!failed) return <ListSkeleton />;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line px-6 py-8 text-center"
    >
      <CloudOff aria-hidden className="size-8 text-fg-muted" />
      <p className="font-semibold">{t('owner.notifications.loadFailed')}</p>
      <Button variant="outline" onClick={load}>
        <RefreshCw aria-hidden className="size-4" />
        {t('owner.tryAgain')}
      </Button>
    </div>
  );
}

export function NotificationsSection({ userId, onClose }: { userId: string; onClose: () => void }) {
  const t = useT(owner);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a tap or by a link: the heading takes the focus and comes into view.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section
      id={NOTIFICATIONS_SECTION_ID}
      aria-labelledby="owner-notifications-heading"
      className="mt-4 rounded-2xl border border-line bg-surface-muted p-3 sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="owner-notifications-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-extrabold tracking-tight outline-none"
        >
          {t('owner.notifications')}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t('owner.notifications.close')} onClick={onClose}>
          <X aria-hidden className="size-5" />
        </Button>
      </div>
      <p className="mb-3 text-sm text-fg-muted">{t('owner.notifications.what')}</p>
      <PanelSlot userId={userId} />
    </section>
  );
}
