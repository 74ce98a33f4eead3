/** Course-name search (spec §2): Enter or the search button applies it; the clear button removes it. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/text-field';

export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form role="search" onSubmit={submit}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        Search by course name
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="e.g. Pinehurst"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className={inputClasses(false, value ? 'pr-12' : undefined)}
          />
          {value && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => onSearch('')}
              className="absolute inset-y-0 right-0.5 my-auto inline-flex size-11 items-center justify-center rounded-lg text-fg-muted hover:text-fg"
            >
              <X aria-hidden className="size-5" />
            </button>
          )}
        </div>
        <Button type="submit" size="icon" aria-label="Search" className="size-12">
          <Search aria-hidden className="size-5" />
        </Button>
      </div>
    </form>
  );
}
