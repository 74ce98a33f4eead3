/**
 * A list with nothing in it yet, said in one dashed box: the dashboards' lists, the claims queue,
 * the owners' panels. One look (and one set of classes) for every such "nothing here" line.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';

export function EmptyNote({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <p
      className={clsx(
        'rounded-2xl border-2 border-dashed border-line text-center text-fg-muted',
        compact ? 'px-4 py-6' : 'px-6 py-10',
      )}
    >
      {children}
    </p>
  );
}
