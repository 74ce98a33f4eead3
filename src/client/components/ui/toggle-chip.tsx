/**
 * A chip that is a checkbox: a 44 px target, several a row on a phone, filled when on. The input
 * stays a real checkbox (sr-only) so keyboards, screen readers and forms treat it as one.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';

export function ToggleChip({
  checked,
  onToggle,
  label,
  children,
}: {
  checked: boolean;
  onToggle: () => void;
  /** The accessible name when the visible text is an abbreviation ("Mo" for Monday). */
  label?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
        checked ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-fg',
      )}
    >
      <input type="checkbox" className="sr-only" aria-label={label} checked={checked} onChange={onToggle} />
      {label ? <span aria-hidden>{children}</span> : children}
    </label>
  );
}
