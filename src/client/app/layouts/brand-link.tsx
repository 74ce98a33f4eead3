import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { BrandMark } from '../../components/brand-mark';
import { AlphaBadge } from './alpha-badge';

/**
 * The brand in the header: mark, name and the Alpha Access badge. On phones the badge sits under the
 * name so the header's buttons keep their full 44 px; `compact` (the icon-heavy signed-in header)
 * keeps the name for screen readers only on phones.
 */
export function BrandLink({ to, compact = false }: { to: string; compact?: boolean }) {
  return (
    <Link to={to} className="flex min-h-11 min-w-0 items-center gap-1 rounded-xl pr-0.5 sm:gap-2 sm:pr-1">
      <BrandMark className="size-7 shrink-0 min-[360px]:size-8 sm:size-9" />
      <span className="flex min-w-0 flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-2">
        <span
          className={clsx(
            'truncate text-[15px] leading-tight font-extrabold tracking-tight sm:text-lg',
            // The signed-in header's row is full of buttons; the public one has room for the name
            // from 380 px (a 320 px phone keeps Sign In and Register whole instead).
            compact ? 'sr-only sm:not-sr-only' : 'max-[379px]:sr-only',
          )}
        >
          Fairway Relief
        </span>
        <AlphaBadge />
      </span>
    </Link>
  );
}
