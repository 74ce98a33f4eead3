import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { BrandMark } from '../../components/brand-mark';

/** The brand in the header: mark and name (the name hides on phones where space is tight). */
export function BrandLink({ to, compact = false }: { to: string; compact?: boolean }) {
  return (
    <Link
      to={to}
      aria-label="Fairway Relief"
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-xl pr-1 font-extrabold tracking-tight"
    >
      <BrandMark className="size-9 shrink-0" />
      <span aria-hidden className={clsx('text-[17px] leading-none', compact && 'hidden sm:inline')}>
        Fairway Relief
      </span>
    </Link>
  );
}
