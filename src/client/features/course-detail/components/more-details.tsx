/**
 * "More details (optional)" in Add Restroom (docs/product.md §10: access, season, amenities). Closed
 * at first, so the spec's short form still fits a phone's screen; every detail left alone is sent
 * as unknown, never as "no" (docs/decisions.md §8).
 */
import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { DetailsFields, type DetailsValue } from '../../../components/restroom-details/details-fields';
import { useT } from '../../../lib/i18n/catalogue';
import courseWords from '../../../lib/i18n/catalogues/en/course';

export function MoreDetails({
  open,
  onOpenChange,
  value,
  onChange,
  errors,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: DetailsValue;
  onChange: (value: DetailsValue) => void;
  errors: Partial<Record<'accessNote' | 'openMonths', string | undefined>>;
}) {
  const panelId = useId();
  const t = useT(courseWords);
  return (
    <div>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
          className="-mx-2 flex min-h-11 w-[calc(100%+1rem)] items-center justify-between gap-2 rounded-xl px-2 text-left text-sm font-semibold hover:bg-surface-muted"
        >
          {t('course.moreDetails')}
          <ChevronDown aria-hidden className={clsx('size-5 transition-transform', open && 'rotate-180')} />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="pt-2">
        {open && <DetailsFields value={value} onChange={onChange} errors={errors} />}
      </div>
    </div>
  );
}
