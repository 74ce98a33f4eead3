/** Pages of the list (docs/product.md §9): Previous, a sliding window of five page numbers, Next. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../../../components/ui/button';
import { pageWindow } from '../lib/pagination';
import en from '../../../lib/i18n/catalogues/en/courses';
import { useT } from '../../../lib/i18n/catalogue';

export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT(en);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('courses.pages')} className="flex items-center justify-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('courses.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden className="size-5" />
      </Button>
      {pageWindow(page, pages).map((number) => (
        <Button
          key={number}
          size="icon"
          variant={number === page ? 'primary' : 'ghost'}
          aria-label={t('courses.pageNumber', { n: number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
          className={clsx('tabular-nums', number === page && 'pointer-events-none')}
        >
          {number}
        </Button>
      ))}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('courses.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden className="size-5" />
      </Button>
    </nav>
  );
}
