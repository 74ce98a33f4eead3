/**
 * Course-name search (docs/product.md §2): Enter or the search button applies it; the clear button removes
 * it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input-classes';
import en from '../../../lib/i18n/catalogues/en/courses';
import { useT } from '../../../lib/i18n/catalogue';

export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const t = useT(en);
  const [draft, setDraft] = useState(value);
  // What this box last applied. The applied search comes back as `value` a render or more later
  // (through the URL); that echo must not overwrite what was typed meanwhile (clear, then type at
  // once). A change from elsewhere (back, forward, a link) does replace the draft.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (value === applied.current) applied.current = null;
    else setDraft(value);
  }, [value]);

  const apply = (search: string) => {
    if (search !== value) applied.current = search;
    onSearch(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft.trim());
  };

  return (
    <form role="search" onSubmit={submit}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t('courses.search')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('courses.searchExample')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className={inputClasses(false, value ? 'pr-12' : undefined)}
          />
          {value && (
            <button
              type="button"
              aria-label={t('courses.clearSearch')}
              onClick={() => {
                setDraft('');
                apply('');
              }}
              className="absolute inset-y-0 right-0.5 my-auto inline-flex size-11 items-center justify-center rounded-lg text-fg-muted hover:text-fg"
            >
              <X aria-hidden className="size-5" />
            </button>
          )}
        </div>
        <Button type="submit" size="icon" aria-label={t('courses.searchButton')} className="size-12">
          <Search aria-hidden className="size-5" />
        </Button>
      </div>
    </form>
  );
}
