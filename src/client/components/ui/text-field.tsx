/**
 * A labelled text input with its error underneath. The error is tied to the input (aria-invalid,
 * aria-describedby) so a screen reader reads it with the field. Inputs are 48 px tall with 16 px text:
 * easy to hit on a phone, and iOS does not zoom the page when one is focused.
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClasses } from './input-classes';

export { inputClasses };

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The field's current error; shown under it and announced with it. */
  error?: string | undefined;
  /** Extra content on the input's right (a show-password button). */
  trailing?: ReactNode;
}

/** What a control needs from its frame: its id and the error wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label above, the control, and the error underneath, tied to the control for screen readers. */
export function FieldFrame({
  label,
  error,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, trailing, className, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <>
          <input
            ref={ref}
            {...control}
            className={inputClasses(Boolean(error), trailing ? 'pr-14' : undefined)}
            {...props}
          />
          {trailing && <div className="absolute inset-y-0 right-0.5 flex items-center">{trailing}</div>}
        </>
      )}
    </FieldFrame>
  );
});
