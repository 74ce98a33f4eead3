/** The month chips of a season: 44 px targets, several a row on a phone; names from Intl (the golfer's locale). */
import { useId } from 'react';
import { ToggleChip } from '../ui/toggle-chip';
import { shortMonthName } from '../../lib/restroom-words';
import { useT } from '../../lib/i18n/catalogue';
import details from '../../lib/i18n/catalogues/en/details';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function MonthChoice({
  months,
  onChange,
  error,
  legend,
}: {
  months: number[];
  onChange: (months: number[]) => void;
  error?: string | undefined;
  /** "Open months" by default. */
  legend?: string;
}) {
  const t = useT(details);
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-invalid={error ? '' : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">{legend ?? t('details.openMonths')}</legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
        {MONTHS.map((month) => {
          const on = months.includes(month);
          return (
            <ToggleChip
              key={month}
              checked={on}
              onToggle={() =>
                onChange(on ? months.filter((m) => m !== month) : [...months, month].sort((a, b) => a - b))
              }
            >
              {shortMonthName(month)}
            </ToggleChip>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
