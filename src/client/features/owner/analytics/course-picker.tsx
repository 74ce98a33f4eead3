/**
 * The admin's course on the Analytics tab (docs/product.md §12, "Analytics"): an admin may look at
 * any course, tens of thousands of them, so not a native select of every one but a combobox that asks
 * the course search (GET /api/courses?search=, the list's own name search) as the admin types. The
 * WAI-ARIA combobox pattern: the input keeps the focus, the arrow keys move through the listbox
 * (aria-activedescendant), Enter chooses, Escape closes; how many courses were found is announced.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { DEBOUNCE_MS } from '../../../../shared/constants';
import { FieldFrame, inputClasses } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n/catalogue';
import analyticsEn from '../../../lib/i18n/catalogues/en/analytics';
import { useCourseSearch, type PickedCourse } from './course-search';
import type { AnalyticsT } from './format';

const MIN_LETTERS = 2;

/** `text` a moment after the typing stops. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS.filters);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** What the status line says (and a screen reader hears) while the list is open. */
function announcement(t: AnalyticsT, typed: string, found: PickedCourse[] | null, failed: boolean): string {
  if (typed.trim().length < MIN_LETTERS) return t('analytics.picker.typeMore', { n: MIN_LETTERS });
  if (failed) return t('analytics.picker.failed');
  if (!found) return t('analytics.picker.searching');
  return found.length === 0 ? t('analytics.picker.none') : t('analytics.picker.found', { n: found.length });
}

export function CoursePicker({
  value,
  onChange,
}: {
  value: PickedCourse | null;
  onChange: (course: PickedCourse) => void;
}) {
  const t = useT(analyticsEn);
  const id = useId();
  const listId = `${id}-list`;
  // What is typed; null while the field shows the chosen course.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const open = typed !== null;
  const query = useSettled(typed ?? '').trim();
  const asking = open && query.length >= MIN_LETTERS;
  const search = useCourseSearch(asking ? query : '');
  const found = asking ? (search.data ?? []) : [];
  // The answer to what is typed now: not while the typing settles or the next answer is on its way.
  const settled =
    asking && query === typed?.trim() && !search.isPlaceholderData && search.data ? found : null;

  const close = () => {
    setTyped(null);
    setActive(-1);
  };
  const choose = (course: PickedCourse) => {
    close();
    onChange(course);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setTyped(value?.name ?? '');
      if (found.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + found.length) % found.length);
    } else if (event.key === 'Enter' && open && found[active]) {
      event.preventDefault();
      choose(found[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <FieldFrame label={t('analytics.course')}>
      {(control) => (
        <>
          <input
            id={control.id}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && found[active] ? `${listId}-${active}` : undefined}
            aria-describedby={`${id}-status`}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('analytics.picker.placeholder')}
            value={typed ?? value?.name ?? ''}
            onChange={(event) => {
              setTyped(event.target.value);
              setActive(-1);
            }}
            onFocus={(event) => event.currentTarget.select()}
            onBlur={close}
            onKeyDown={onKeyDown}
            className={inputClasses(false)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('analytics.picker.list')}
            hidden={found.length === 0}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-line bg-surface py-1 shadow-lg"
          >
            {found.map((course, index) => (
              <li
                key={course._id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // The input keeps the focus (and the list stays open) while an option is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(course)}
                className={clsx(
                  'flex min-h-11 cursor-pointer flex-col justify-center px-4 py-1.5',
                  index === active ? 'bg-primary-soft text-on-primary-soft' : 'hover:bg-surface-muted',
                )}
              >
                <span className="font-semibold">{course.name}</span>
                {course.place && (
                  <span className={clsx('text-sm', index !== active && 'text-fg-muted')}>{course.place}</span>
                )}
              </li>
            ))}
          </ul>
          <p
            id={`${id}-status`}
            role="status"
            className={clsx('mt-1.5 text-sm text-fg-muted', !open && 'sr-only')}
          >
            {open ? announcement(t, typed ?? '', settled, search.isError) : ''}
          </p>
        </>
      )}
    </FieldFrame>
  );
}
