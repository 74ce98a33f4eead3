import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';

export function Badge({
  children,
  tone = 'brand',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & {
  children: ReactNode;
  tone?: 'brand' | 'flag';
}) {
  return (
    <span
      {...rest}
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold tracking-wide uppercase',
        tone === 'flag' ? 'bg-flag-400 text-flag-950' : 'bg-primary-soft text-on-primary-soft',
        className,
      )}
    >
      {children}
    </span>
  );
}
