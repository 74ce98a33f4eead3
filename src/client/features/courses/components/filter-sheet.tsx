/**
 * The filters on a phone: a bottom sheet (the app's Dialog), loaded on first use so the dialog
 * machinery stays out of the list's first JavaScript. Filters apply as they change; the button at
 * the bottom closes the sheet onto the results.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import en from '../../../lib/i18n/catalogues/en/courses-filters';
import { useT } from '../../../lib/i18n/catalogue';

export default function FilterSheet({
  open,
  onOpenChange,
  total,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The courses the filters find, once known: the button says how many it shows. */
  total: number | undefined;
  children: ReactNode;
}) {
  const t = useT(en);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('coursesFilters.title')}>
      {children}
      <div className="sticky bottom-0 -mx-5 mt-6 -mb-4 border-t border-line bg-surface px-5 py-3">
        <Button size="lg" className="w-full" onClick={() => onOpenChange(false)}>
          {total === undefined ? t('coursesFilters.showAll') : t('coursesFilters.show', { n: total })}
        </Button>
      </div>
    </Dialog>
  );
}
