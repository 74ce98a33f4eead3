/**
 * The owner dashboard's title (docs/product.md §2) with the bell that opens and closes its
 * notification settings (§12). On a phone the bell alone (its name for screen readers), beside the
 * title: a row of its own would push the first pending submission's Approve off the first screen.
 */
import { Bell } from 'lucide-react';
import clsx from 'clsx';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/catalogue';
import owner from '../../../lib/i18n/catalogues/en/owner';
import { NOTIFICATIONS_SECTION_ID } from './notifications-section';

export function DashboardTitle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useT(owner);
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('owner.title')}</h1>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? NOTIFICATIONS_SECTION_ID : undefined}
          onClick={onToggle}
          className={clsx(
            buttonClasses({ variant: open ? 'secondary' : 'outline', size: 'md' }),
            'max-sm:size-11 max-sm:px-0',
          )}
        >
          <Bell aria-hidden className="size-5" />
          <span className="sr-only sm:not-sr-only">{t('owner.notifications')}</span>
        </button>
      </div>
      <p className="mt-1 text-base text-fg-muted sm:text-lg">{t('owner.subtitle')}</p>
    </>
  );
}
