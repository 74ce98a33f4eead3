/**
 * A dashboard number: label, big value, one line of context. A skeleton stands in while loading.
 * Cards sit in a `<dl>`: each card is the `<div>` that groups one `<dt>` (the label, its icon drawn
 * inside it) with its `<dd>`s, the only wrapper HTML allows there (axe: definition-list, dlitem).
 * `compact`: tighter on phones, where the owner's five cards stood between them and the pending
 * submissions they came to decide (issue 20); from the `sm` breakpoint up it is the usual card.
 */
import clsx from 'clsx';
import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  caption,
  icon,
  compact = false,
  className,
}: {
  label: string;
  value: ReactNode;
  caption?: ReactNode;
  icon?: ReactNode;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'flex flex-col rounded-2xl border border-line bg-surface shadow-sm',
        compact ? 'gap-0.5 p-2.5 sm:gap-1 sm:p-4' : 'gap-1 p-4',
        className,
      )}
    >
      <dt
        className={clsx(
          'flex items-start justify-between gap-2 font-semibold text-fg-muted',
          compact ? 'text-xs leading-tight sm:text-sm' : 'text-sm',
        )}
      >
        {label}
        {icon && (
          <span aria-hidden className={clsx('text-primary', compact && 'max-sm:hidden')}>
            {icon}
          </span>
        )}
      </dt>
      <dd
        className={clsx(
          'font-extrabold tracking-tight tabular-nums',
          compact ? 'text-2xl sm:text-3xl' : 'text-3xl',
        )}
      >
        {value}
      </dd>
      {caption && (
        <dd className={clsx('text-xs text-fg-muted', compact && 'leading-tight sm:leading-normal')}>
          {caption}
        </dd>
      )}
    </div>
  );
}

/** Stands in for a row of cards while the numbers load; outside the `<dl>`, which holds only cards. */
export function StatCardSkeletons({ count, className }: { count: number; className?: string }) {
  return (
    <div aria-hidden className={className}>
      {Array.from({ length: count }, (_, n) => (
        <div
          key={n}
          className="h-[7.5rem] animate-pulse rounded-2xl border border-line bg-surface-muted motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
