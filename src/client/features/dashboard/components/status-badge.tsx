/** A submission's moderation state (docs/decisions.md §3), in words and colour, readable in sunlight. */
import clsx from 'clsx';
import type { Contribution } from '../../../../shared/schemas/restrooms';
import { useT } from '../../../lib/i18n/catalogue';
import dashboard from '../../../lib/i18n/catalogues/en/dashboard';

const LOOK: Record<Contribution['status'], string> = {
  pending: 'bg-flag-400 text-flag-950',
  approved: 'bg-primary text-on-primary',
  rejected: 'bg-danger text-on-danger',
  removed: 'bg-surface-muted text-fg',
};

export function StatusBadge({ status }: { status: Contribution['status'] }) {
  const t = useT(dashboard);
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase',
        LOOK[status],
      )}
    >
      {t(`dashboard.status.${status}`)}
    </span>
  );
}
