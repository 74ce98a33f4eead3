/**
 * A text input's look (48 px tall, 16 px text: easy to hit on a phone, no zoom on iOS), apart from
 * text-field.tsx so the course list's search box takes these classes without the field, its
 * password toggle and their words (the /courses first-card budget, docs/architecture.md).
 */
import clsx from 'clsx';

export const inputClasses = (invalid: boolean, className?: string) =>
  clsx(
    'block min-h-12 w-full rounded-xl border bg-surface px-4 text-base text-fg shadow-sm',
    'placeholder:text-fg-muted/80 disabled:opacity-60',
    invalid ? 'border-danger ring-1 ring-danger dark:border-red-400 dark:ring-red-400' : 'border-line',
    className,
  );
