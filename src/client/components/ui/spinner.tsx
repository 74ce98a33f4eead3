/** A loading indicator with visible text; the ring stops turning when the user asks for less motion. */
import { LoaderCircle } from 'lucide-react';
import clsx from 'clsx';
import { useT } from '../../lib/i18n/catalogue';
import shell from '../../lib/i18n/catalogues/en/shell';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const t = useT(shell);
  return (
    <span role="status" className={clsx('inline-flex items-center gap-2 text-fg-muted', className)}>
      <LoaderCircle aria-hidden className="size-5 motion-safe:animate-spin" />
      <span>{label ?? t('shell.loading')}</span>
    </span>
  );
}

/**
 * The spinner centred in the space a screen would take (docs/product.md §2: 'Loading...' while the session
 * loads).
 */
export function CenteredSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center p-6">
      <Spinner label={label} />
    </div>
  );
}
