/**
 * What a screen says when no answer came (no signal) and the device holds no copy of what was asked
 * for (docs/decisions.md §6, "Offline is a state, not an error"): plainly and in muted words, never
 * as a red failure, since nothing went wrong that the golfer could fix but the signal.
 */
import { CloudOff } from 'lucide-react';
import clsx from 'clsx';
import { useT } from '../../lib/i18n/catalogue';
import load from '../../lib/i18n/catalogues/en/load';

/** `what` is the caller's words for what is missing, in the golfer's language ("your dashboard"). */
export function NotSaved({
  what,
  large = false,
  className,
}: {
  what: string;
  /** The whole screen's message (a dashboard, a course) rather than one section's. */
  large?: boolean;
  className?: string;
}) {
  const t = useT(load);
  return (
    <p
      role="status"
      className={clsx(
        'flex items-start gap-2 text-fg-muted',
        large ? 'text-base font-semibold' : 'text-sm',
        className,
      )}
    >
      <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{t('load.notSaved', { what })}</span>
    </p>
  );
}
