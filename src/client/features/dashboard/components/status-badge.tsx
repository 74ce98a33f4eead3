/** A submission's moderation state (docs/decisions.md §3), in words and colour, readable in sunlight. */
import clsx from 'clsx';
import type { Contribution } from '../../../../shared/schemas/restrooms';

const LOOK: Record<Contribution['status'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-flag-400 text-flag-950' },
  approved: { label: 'Approved', className: 'bg-primary text-on-primary' },
  rejected: { label: 'Rejected', className: 'bg-danger text-on-danger' },
  removed: { label: 'Removed', className: 'bg-surface-muted text-fg' },
};

export function StatusBadge({ status }: { status: Contribution['status'] }) {
  const look = LOOK[status];
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase',
        look.className,
      )}
    >
      {look.label}
    </span>
  );
}
