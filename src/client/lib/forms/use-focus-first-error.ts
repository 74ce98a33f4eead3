/**
 * Errors where the eye is (issue 38): a form whose submit is refused moves the focus, and with it the
 * scroll, to its first field in error, so a message above the fold of a long dialog ("A seasonal
 * restroom needs the months it is open") is not missed while the focus stays on the button. Fields
 * in error say so with `aria-invalid` (ui/text-field.tsx); a group of choices with `data-invalid`,
 * and its first choice takes the focus.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const IN_ERROR = '[aria-invalid="true"], [data-invalid] input, [data-invalid] button';

/** Focuses the first field in error inside `form`, in document order; false when there is none. */
function focusFirstError(form: HTMLElement | null): boolean {
  const field = form?.querySelector<HTMLElement>(IN_ERROR);
  if (!field) return false;
  field.focus();
  return true;
}

/**
 * `ref` goes on the form; `refused()` is called where a submit is refused. The focus moves once the
 * errors are drawn (after React's commit), and only then: typing that clears one error never pulls
 * the focus to another.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstError(ref.current);
  }, [refusals]);
  const refused = useCallback(() => setRefusals((count) => count + 1), []);
  return { ref, refused };
}
