/** The month chips of a season: 44 px targets, several a row on a phone. */
import { useId } from 'react';
import { ToggleChip } from '../ui/toggle-chip';
import { MONTH_NAMES } from '../../lib/restroom-words';

export function MonthChoice({
  months,
  onChange,
  error,
  legend = 'Open months',
}: {
  months: number[];
  onChange: (months: number[]) => void;
  error?: string | undefined;
  legend?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-invalid={error ? '' : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
        {MONTH_NAMES.map((name, i) => {
          const month = i + 1;
          const on = months.includes(month);
          return (
            <ToggleChip
              key={name}
              checked={on}
              onToggle={() =>
                onChange(on ? months.filter((m) => m !== month) : [...months, month].sort((a, b) => a - b))
              }
            >
              {name}
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
