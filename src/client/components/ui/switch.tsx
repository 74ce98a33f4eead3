/**
 * An on/off switch: a button with role="switch" and aria-checked, its label beside it and part of
 * the 44 px target. Written by hand (a dozen lines) to keep Radix's runtime out of the first screen.
 */
import { useId } from 'react';
import clsx from 'clsx';

export function Switch({
  label,
  checked,
  onCheckedChange,
  description,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {description && <span className="block text-xs font-normal text-fg-muted">{description}</span>}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onCheckedChange(!checked)}
        // The button is the whole 44 px target; the track inside it is what shows.
        className="group inline-flex h-11 w-16 shrink-0 items-center justify-center rounded-full"
      >
        <span
          aria-hidden
          className={clsx(
            'inline-flex h-8 w-14 items-center rounded-full border-2 transition-colors',
            checked ? 'border-primary bg-primary' : 'border-line bg-surface-muted',
          )}
        >
          <span
            className={clsx(
              'inline-block size-6 rounded-full shadow transition-transform',
              checked ? 'translate-x-6 bg-on-primary' : 'translate-x-0.5 bg-fg-muted',
            )}
          />
        </span>
      </button>
    </div>
  );
}
