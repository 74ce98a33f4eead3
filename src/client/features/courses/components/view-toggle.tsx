/** List or Map (docs/product.md §2). Two pressed-state buttons in a group; the current one is filled. */
import { List, Map as MapIcon } from 'lucide-react';
import clsx from 'clsx';
import type { CourseView } from '../lib/filters';
import en from '../../../lib/i18n/catalogues/en/courses';
import { useT } from '../../../lib/i18n/catalogue';

const VIEWS = [
  { view: 'list', label: 'courses.list', Icon: List },
  { view: 'map', label: 'courses.map', Icon: MapIcon },
] as const;

export function ViewToggle({
  view,
  onView,
  className,
}: {
  view: CourseView;
  onView: (view: CourseView) => void;
  className?: string;
}) {
  const t = useT(en);
  return (
    <div
      role="group"
      aria-label={t('courses.view')}
      className={clsx('inline-flex rounded-xl border border-line bg-surface-muted p-1', className)}
    >
      {VIEWS.map(({ view: value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onView(value)}
          className={clsx(
            'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3.5 text-sm font-semibold',
            view === value ? 'bg-primary text-on-primary shadow-sm' : 'text-fg hover:bg-surface',
          )}
        >
          <Icon aria-hidden className="size-4" />
          {t(label)}
        </button>
      ))}
    </div>
  );
}
