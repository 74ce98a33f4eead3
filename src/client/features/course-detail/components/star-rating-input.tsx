/**
 * Star rating input: a radio group (arrow keys move between stars, Tab leaves the group), each star
 * a 44 px target with its own label. The read-only stars are components/ui/stars.tsx.
 */
import { Star } from 'lucide-react';
import clsx from 'clsx';
import { RATING } from '../../../../shared/constants';
import { STAR_VALUES } from '../../../components/ui/stars';
import { useT } from '../../../lib/i18n/catalogue';
import courseDialogs from '../../../lib/i18n/catalogues/en/course-dialogs';

export function StarRatingInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const t = useT(courseDialogs);
  return (
    <div role="radiogroup" aria-label={t('courseDialogs.review.rating')} className="flex gap-1">
      {STAR_VALUES.map((star) => {
        const checked = value === star;
        return (
          <button
            key={star}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t('courseDialogs.review.stars', { n: star })}
            tabIndex={checked || (value === 0 && star === 1) ? 0 : -1}
            onClick={() => onChange(star)}
            onKeyDown={(event) => {
              const delta =
                event.key === 'ArrowRight' || event.key === 'ArrowUp'
                  ? 1
                  : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
                    ? -1
                    : 0;
              if (!delta) return;
              event.preventDefault();
              const next = Math.min(RATING.max, Math.max(RATING.min, (value || 0) + delta));
              onChange(next);
              const group = event.currentTarget.parentElement;
              (group?.children[next - 1] as HTMLElement | undefined)?.focus();
            }}
            className="inline-flex size-11 items-center justify-center rounded-xl hover:bg-surface-muted"
          >
            <Star
              aria-hidden
              className={clsx('size-8', star <= value ? 'fill-flag-400 text-flag-500' : 'text-fg-muted')}
            />
          </button>
        );
      })}
    </div>
  );
}
