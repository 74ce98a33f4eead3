/**
 * A labelled native select: on a phone it opens the system picker (big, scrollable, familiar), and
 * it needs no script. Same 48 px height and look as the text fields.
 */
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { FieldFrame, inputClasses } from './text-field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, className, children, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <>
          <select
            ref={ref}
            {...control}
            className={inputClasses(Boolean(error), 'appearance-none pr-11')}
            {...props}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-fg-muted"
          />
        </>
      )}
    </FieldFrame>
  );
});
