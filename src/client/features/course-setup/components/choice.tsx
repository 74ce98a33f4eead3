/**
 * A question with two or three answers as one row of 44 px radio buttons (Yes / No; Portable /
 * Permanent), the way the details' amenities are asked. With an error it says so under the row and
 * its first choice takes the focus (lib/forms/use-focus-first-error.ts).
 */
import { useId } from 'react';
import clsx from 'clsx';

export function Choice<T extends string | boolean>({
  legend,
  value,
  options,
  onChange,
  error,
  hint,
}: {
  legend: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className="mb-1 font-semibold">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mb-1.5 text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <div
        className={clsx(
          'grid overflow-hidden rounded-xl border',
          options.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
          error ? 'border-danger dark:border-red-400' : 'border-line',
        )}
      >
        {options.map((option) => (
          <label
            key={option.label}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center justify-center px-2 text-sm font-semibold',
              'border-line not-first:border-l has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-primary',
              value === option.value ? 'bg-primary text-on-primary' : 'bg-surface text-fg',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={id}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;
