/**
 * A rating drawn as stars (docs/product.md §2): one image whose label says the value, the stars
 * themselves hidden from screen readers. Averages are drawn to the nearest whole star.
 * Two looks, as the screens had them: `plain` on the course screen (restroom averages, reviews),
 * `spaced` on the dashboard (a golfer's own ratings, faint empty stars).
 */
import { Star } from 'lucide-react';
import clsx from 'clsx';
import { RATING } from '../../../shared/constants';
import { useT } from '../../lib/i18n/catalogue';
import ui from '../../lib/i18n/catalogues/en/ui';

/** 1 … RATING.max, one entry a star. */
export const STAR_VALUES = Array.from({ length: RATING.max }, (_, i) => i + 1);

const LOOKS = {
  plain: { frame: 'inline-flex', filled: 'fill-flag-400 text-flag-500', empty: 'text-fg-muted' },
  spaced: { frame: 'inline-flex gap-0.5', filled: 'fill-flag-400 text-flag-400', empty: 'text-line' },
} as const;

export function Stars({
  value,
  label,
  look = 'plain',
}: {
  value: number;
  /** What a screen reader says; by default "4 out of 5 stars" in the golfer's language. */
  label?: string;
  look?: keyof typeof LOOKS;
}) {
  const t = useT(ui);
  const { frame, filled, empty } = LOOKS[look];
  return (
    <span className={frame} role="img" aria-label={label ?? t('ui.stars', { value, max: RATING.max })}>
      {STAR_VALUES.map((star) => (
        <Star key={star} aria-hidden className={clsx('size-4', star <= Math.round(value) ? filled : empty)} />
      ))}
    </span>
  );
}
