import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { BrandMark } from '../../components/brand-mark';
import { AlphaBadge } from './alpha-badge';

/**
 * The brand in the header: mark, name and the Alpha Access badge. On phones the badge sits under the
 * name so the header's buttons keep their full 44 px; `compact` (the icon-heavy signed-in header)
 * keeps the name for screen readers only on phones.
 *
 * The public header's name shows only where the row leaves it room (a container query on the space
 * beside the nav): its Sign In and Register are wider in German and Spanish ("Anmelden",
 * "Registrieren"), which ran over the name at 390 px and over the badge at 320 px (issue 39). Below
 * 360 px the badge goes under the mark.
 */
export function BrandLink({ to, compact = false }: { to: string; compact?: boolean }) {
  return (
    <div className="@container flex min-w-0 flex-1">
      <Link
        to={to}
        className="flex min-h-11 max-w-full min-w-0 items-center gap-1 rounded-xl pr-0.5 max-[359px]:flex-col max-[359px]:items-start max-[359px]:justify-center max-[359px]:gap-0.5 sm:gap-2 sm:pr-1"
      >
        <BrandMark className="size-7 shrink-0 min-[360px]:size-8 sm:size-9" />
        <span className="flex min-w-0 flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-2">
          <span
            className={clsx(
              'truncate text-[15px] leading-tight font-extrabold tracking-tight sm:text-lg',
              // The signed-in header's row is full of buttons; the public one shows the name where the
              // row has room for mark and name (English from 380 px; a 320 px phone keeps Sign In and
              // Register whole instead).
              compact ? 'sr-only sm:not-sr-only' : '@max-[160px]:sr-only',
            )}
          >
            Fairway Relief
          </span>
          <AlphaBadge />
        </span>
      </Link>
    </div>
  );
}
