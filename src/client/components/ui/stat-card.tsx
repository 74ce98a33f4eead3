/** A dashboard number: label, big value, one line of context. A skeleton stands in while loading. */
import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  caption,
  icon,
}: {
  label: string;
  value: ReactNode;
  caption?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <dt className="text-sm font-semibold text-fg-muted">{label}</dt>
        {icon && (
          <span aria-hidden className="text-primary">
            {icon}
          </span>
        )}
      </div>
      <dd className="text-3xl font-extrabold tracking-tight tabular-nums">{value}</dd>
      {caption && <dd className="text-xs text-fg-muted">{caption}</dd>}
    </div>
  );
}

export function StatCardSkeleton() {
  return (
    <div
      aria-hidden
      className="h-[7.5rem] animate-pulse rounded-2xl border border-line bg-surface-muted motion-reduce:animate-none"
    />
  );
}
