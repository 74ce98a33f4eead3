/**
 * One question, two to four answers, as one row of 44 px segments: a radio group (Yes / No;
 * Portable / Permanent; an amenity's Yes / No / Unknown). The inputs stay real radios (sr-only) in a
 * fieldset named by its legend, so screen readers and the focus-first-error hook
 * (lib/forms/use-focus-first-error.ts: `[data-invalid] input`) treat them as such.
 *
 * `unknown` adds a last answer meaning null: "nobody said" is an answer of its own, never "no"
 * (docs/product.md §10). The arrow keys move to and choose the next or previous answer, wrapping,
 * the way a radio group does (WAI-ARIA APG); they are handled here, not left to the browser, so
 * every browser and the unit tests see one behaviour. The focused segment shows a ring that
 * contrasts with both the chosen (filled) and the other segments, in both themes.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { translator } from '../../lib/i18n/catalogue';
import ui from '../../lib/i18n/catalogues/en/ui';

interface Option<T> {
  value: T;
  label: string;
}

type Answer = string | boolean;

interface Common<T extends Answer> {
  legend: string;
  value: T | null;
  options: readonly Option<T>[];
  error?: string | undefined;
  hint?: string | undefined;
  /** A smaller legend, for a grid of many questions (the amenities). */
  small?: boolean;
}

/** Without `unknown` an answer is always one of the options; with it, the last answer is null. */
type Props<T extends Answer> = Common<T> &
  (
    | { unknown?: undefined; onChange: (value: T) => void }
    | { unknown: string; onChange: (value: T | null) => void }
  );

const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

const STEP: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function ChoiceGroup<T extends Answer>(props: Props<T>) {
  const { legend, value, options, error, hint, small = false } = props;
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const answers: readonly Option<T | null>[] =
    props.unknown === undefined ? options : [...options, { value: null, label: props.unknown }];
  // Only an answer of `answers` is ever passed: null only when the unknown answer exists.
  const choose = (answer: T | null) => (props.onChange as (value: T | null) => void)(answer);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const step = STEP[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = (index + step + answers.length) % answers.length;
    const answer = answers[next];
    if (!answer) return;
    inputs.current[next]?.focus();
    choose(answer.value);
  };

  return (
    <fieldset
      className="min-w-0"
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className={clsx('mb-1 font-semibold', small && 'text-sm')}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mb-1.5 text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <div
        className={clsx(
          'grid overflow-hidden rounded-xl border',
          COLUMNS[answers.length],
          error ? 'border-danger dark:border-red-400' : 'border-line',
        )}
      >
        {answers.map((answer, index) => {
          const chosen = value === answer.value;
          return (
            <label
              key={answer.label}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center justify-center px-2 text-sm font-semibold',
                'border-line not-first:border-l',
                // Inset (the row clips what is outside); on-primary inside a chosen segment, whose
                // fill is the primary colour, so the ring shows on either.
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:-outline-offset-4',
                chosen
                  ? 'bg-primary text-on-primary has-[:focus-visible]:outline-on-primary'
                  : 'bg-surface text-fg has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                ref={(element) => {
                  inputs.current[index] = element;
                }}
                type="radio"
                className="sr-only"
                name={id}
                checked={chosen}
                onChange={() => choose(answer.value)}
                onKeyDown={(event) => onKeyDown(event, index)}
              />
              {answer.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const t = translator(ui);

/** Yes / No in the golfer's language: each label is read when the group is drawn. */
export const YES_NO = [
  {
    value: true,
    get label() {
      return t('ui.yes');
    },
  },
  {
    value: false,
    get label() {
      return t('ui.no');
    },
  },
] as const;
